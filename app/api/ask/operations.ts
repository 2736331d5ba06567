// 问吧 (topicDetail, askDetail): the topic (getSubject's `id` form: the same wire name as the 专题's, told apart by
// its parameters, docs/publisher-interface.md "问吧"), its answered questions, a question, asking, the member's own.
import { appIf } from '../operation';
import { parseAsked, parseAskTopic, parseMyQuestions, parseQuestion, parseQuestionPage } from './parse';

const member = { userIdFields: ['userID'] } as const;

export const askOperations = {
  'getSubject.ask': appIf('getSubject', parseAskTopic, { cache: 'public', lookup: true }),
  questionList: appIf('questionList', parseQuestionPage, { cache: 'public', lookup: true }),
  questionListHot: appIf('questionListHot', parseQuestionPage, { cache: 'public', lookup: true }),
  questionDetail: appIf('questionDetail', parseQuestion, { cache: 'public', lookup: true }),
  ask: appIf('ask', parseAsked, { ...member, method: 'POST' }),
  myQuestion: appIf('myQuestion', parseMyQuestions, member),
};
