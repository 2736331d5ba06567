import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { readerOf } from '../subscription/member.ts';
import {
  answeredPage,
  commentCounts,
  isPublic,
  likedBy,
  QUESTIONS_PAGE,
  questionById,
  topicById,
  topicCounts,
} from './read.ts';
import { questionDetailWire, questionItem, topicWire } from './wire.ts';

const listInput = z.object({
  subjectID: intParam('subjectID', 1, MAX_ID),
  page: optionalIntParam('page', 0, MAX_PAGE, 0),
});

/**
 * questionList / questionListHot (`siteID&subjectID&page`): `{list, countAnswer, main: <topic>}`, 20 a page, only
 * answered questions; the latest answers first, or the most liked (hot). An unknown topic is `data:"empty"`.
 */
function questionPage(name: 'questionList' | 'questionListHot', order: 'latest' | 'hot') {
  return operation({
    name,
    cached: true,
    method: 'GET',
    access: 'token',
    input: listInput,
    async handle(ctx: PublisherContext, input: z.infer<typeof listInput>) {
      const topic = await topicById(ctx.db, input.subjectID);
      if (!topic) return 'empty';
      const [rows, counts] = await Promise.all([
        answeredPage(ctx.db, topic.topicId, input.page, order),
        topicCounts(ctx.db, topic.topicId),
      ]);
      const discussed = await commentCounts(
        ctx.db,
        rows.map((q) => q.id),
      );
      return {
        list: rows.map((q) => questionItem(ctx, q, topic, discussed.get(q.id) ?? 0)),
        countAnswer: counts.answers,
        hasMore: (input.page + 1) * QUESTIONS_PAGE < counts.answers,
        main: topicWire(ctx, topic, counts),
      };
    },
  });
}

export const questionList = questionPage('questionList', 'latest');
export const questionListHot = questionPage('questionListHot', 'hot');

/**
 * questionDetail (`fileId`, `userID` for the reader's own like): an answered question with its answer
 * (questionDetailWire) and `praised`, the reader's like (0 without `userID`). Not cached: with `userID` the answer is
 * one member's, and askDetail's like count is read here after the first paint, so it agrees with the member's tap
 * (the app server still shares the anonymous answer). One not answered yet, held, rejected or unknown is
 * `data:"empty"`: it is public only once answered.
 */
export const questionDetail = operation({
  name: 'questionDetail',
  method: 'GET',
  access: 'token',
  input: z.object({
    fileId: intParam('fileId', 1, MAX_ID),
    userID: intParam('userID', 1, MAX_ID).optional(),
  }),
  async handle(ctx, input, caller) {
    const uid = readerOf(input.userID, caller);
    const q = await questionById(ctx.db, input.fileId);
    if (!q || !isPublic(q)) return 'empty';
    const [topic, discussed, praised] = await Promise.all([
      topicById(ctx.db, q.topicId),
      commentCounts(ctx.db, [q.id]),
      uid === null ? false : likedBy(ctx.db, q.id, uid),
    ]);
    return { ...questionDetailWire(ctx, q, topic!, discussed.get(q.id) ?? 0), praised: praised ? 1 : 0 };
  },
});
