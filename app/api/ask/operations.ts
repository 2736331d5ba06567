// 问吧 (topicDetail, askDetail): the topic (getSubject's `id` form: the same wire name as the 专题's, told apart by
// its parameters, docs/publisher-interface.md "问吧"), its answered questions, a question and its likes, asking, the
// member's own.
import { appIf } from '../operation';
import {
  parseAsked,
  parseAskTopic,
  parseMyQuestions,
  parseQuestion,
  parseQuestionLiked,
  parseQuestionPage,
} from './parse';

const member = { userIdFields: ['userID'] } as const;
/** the same for every visitor; a reader's own like (userID) is never shared */
const anonymous = (params: Record<string, unknown>) => params.userID === undefined;

export const askOperations = {
  'getSubject.ask': appIf('getSubject', parseAskTopic, { cache: 'public', lookup: true }),
  questionList: appIf('questionList', parseQuestionPage, { cache: 'public', lookup: true }),
  questionListHot: appIf('questionListHot', parseQuestionPage, { cache: 'public', lookup: true }),
  questionDetail: appIf('questionDetail', parseQuestion, { ...member, cache: anonymous, lookup: true }),
  questionPraise: appIf('questionPraise', parseQuestionLiked, { ...member, method: 'POST' }),
  ask: appIf('ask', parseAsked, { ...member, method: 'POST' }),
  myQuestion: appIf('myQuestion', parseMyQuestions, member),
};
