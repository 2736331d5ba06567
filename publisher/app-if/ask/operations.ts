import { ask } from './ask.ts';
import { myQuestion } from './mine.ts';
import { questionPraise } from './praise.ts';
import { questionDetail, questionList, questionListHot } from './questions.ts';

/**
 * 问吧 (topicDetail, askDetail): a topic's answered questions, a question and its likes, asking, the member's own
 * questions. The topic itself is getSubject's `id` form (topic/subject.ts hands it to ask/subject.ts); following it
 * is topicSub type 3 (subscription/follow.ts).
 */
export const askOperations = [questionList, questionListHot, questionDetail, questionPraise, ask, myQuestion];
