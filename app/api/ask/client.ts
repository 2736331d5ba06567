// 问吧's client. Member calls need a signed-in reader (api/member.ts).
import type { Core } from '../core';
import { memberIdOf, signedInMemberId } from '../member';
import type { AskTopic, MyQuestion, Question, QuestionLiked, QuestionPage } from './entities';
import { askOperations as ops } from './operations';

export interface AskApi {
  memberId(): string | undefined;
  /** null: no such topic */
  topic(id: number): Promise<AskTopic | null>;
  /** answered questions, 20 a page from 0: the latest answers, or the most liked (hot); null: no such topic */
  questions(topicId: number, order: 'latest' | 'hot', page?: number): Promise<QuestionPage | null>;
  /** null: not public (not answered yet) or unknown; with a signed-in reader, `liked` is theirs */
  question(id: number): Promise<Question | null>;
  /** the member likes an answered question: counted once however often they tap */
  like(id: number): Promise<QuestionLiked>;
  /** a question for the topic's answerer: public once answered */
  ask(q: {
    topicId: number;
    text: string;
    pictureIds: number[];
    requestKey: string;
  }): Promise<{ id: number }>;
  /** the member's own questions, newest first, whatever their state */
  mine(page?: number): Promise<MyQuestion[]>;
}

export function createAskApi(core: Core): AskApi {
  const userID = () => signedInMemberId(core.credentials);
  return {
    memberId: () => memberIdOf(core.credentials),
    topic: (id) => core.call(ops['getSubject.ask'], { id }),
    questions: (topicId, order, page = 0) =>
      core.call(order === 'hot' ? ops.questionListHot : ops.questionList, { subjectID: topicId, page }),
    question: (id) => {
      const reader = memberIdOf(core.credentials);
      return core.call(ops.questionDetail, { fileId: id, ...(reader ? { userID: reader } : {}) });
    },
    like: async (id) => core.call(ops.questionPraise, { fileId: id, userID: userID() }),
    ask: async ({ topicId, text, pictureIds, requestKey }) => {
      const answer = await core.call(ops.ask, {
        userID: userID(),
        subjectID: topicId,
        question: text,
        pic: pictureIds.join(','),
        requestKey,
        device: core.credentials.device(),
      });
      if (!answer.accepted) throw new Error('ask refused');
      return { id: answer.id };
    },
    mine: async (page = 0) => core.call(ops.myQuestion, { userID: userID(), page }),
  };
}
