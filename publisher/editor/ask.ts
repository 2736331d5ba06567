import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { answerQuestion, insertTopic } from '../app-if/ask/insert.ts';
import { questionById, topicById } from '../app-if/ask/read.ts';
import { askPictureUrl } from '../app-if/ask/wire.ts';
import { askQuestions, askTopics, QUESTION_STATUS, reporters } from '../db/schema/index.ts';
import { html, pathId, pictureRef, storedPictures, text } from './fields.ts';
import { EditorError, editorRoute } from './route.ts';

const STATES = {
  review: eq(askQuestions.status, QUESTION_STATUS.held),
  waiting: and(eq(askQuestions.status, QUESTION_STATUS.admitted), isNull(askQuestions.answeredAt)),
  answered: and(eq(askQuestions.status, QUESTION_STATUS.admitted), isNotNull(askQuestions.answeredAt)),
  rejected: eq(askQuestions.status, QUESTION_STATUS.rejected),
};

const flag = (name: string) => z.boolean({ error: `${name} is true or false` });

/**
 * 问吧's newsroom (docs/editor-api.md, "问吧"): topics opened and closed to questions or comments, the questions
 * waiting for their answer, and the answer (text and pictures) that makes a question public. Questions held by
 * moderation are decided in the moderation queue (kind `question`), like every reader text.
 */
export const askRoutes = [
  editorRoute({
    method: 'POST',
    path: 'ask/topics',
    status: 201,
    input: z.object({
      title: text('title', 100, 1),
      content: html('content').default(''),
      banner: pictureRef('banner').optional(),
      answerer: text('answerer', 40).optional(),
      role: text('role', 40).default(''),
      reporterId: z.number({ error: 'reporterId is a reporter id' }).int().positive().optional(),
      questionClosed: flag('questionClosed').default(false),
      discussClosed: flag('discussClosed').default(false),
    }),
    async handle(ctx, input) {
      await storedPictures(ctx, [input.banner]);
      const [reporter] = input.reporterId
        ? await ctx.db.select().from(reporters).where(eq(reporters.id, input.reporterId)).limit(1)
        : [];
      if (input.reporterId && !reporter) throw new EditorError(400, `no reporter ${input.reporterId}`);
      const answerer = input.answerer || reporter?.name;
      if (!answerer) throw new EditorError(400, 'answerer or reporterId is required');
      const id = await insertTopic(ctx, {
        title: input.title,
        content: input.content,
        bannerRef: input.banner ?? null,
        answerer,
        answererRole: input.role || reporter?.duty || '',
        answererIconRef: reporter?.photoRef ?? null,
        answererId: reporter?.id ?? 0,
        questionClosed: input.questionClosed,
        discussClosed: input.discussClosed,
      });
      return { id };
    },
  }),
  editorRoute({
    method: 'PATCH',
    path: 'ask/topics/:id',
    input: z
      .object({
        questionClosed: flag('questionClosed').optional(),
        discussClosed: flag('discussClosed').optional(),
      })
      .refine((i) => i.questionClosed !== undefined || i.discussClosed !== undefined, {
        message: 'nothing to change',
      }),
    async handle(ctx, input, params) {
      const id = pathId(params, 'topic');
      const topic = await topicById(ctx.db, id);
      if (!topic) throw new EditorError(404, 'no such topic');
      const change = {
        questionClosed:
          input.questionClosed === undefined ? topic.questionClosed : input.questionClosed ? 1 : 0,
        discussClosed: input.discussClosed === undefined ? topic.discussClosed : input.discussClosed ? 1 : 0,
      };
      await ctx.db.update(askTopics).set(change).where(eq(askTopics.topicId, id));
      ctx.changes.notify();
      return { id, questionClosed: change.questionClosed === 1, discussClosed: change.discussClosed === 1 };
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'ask/questions',
    input: z.object({
      status: z.enum(['review', 'waiting', 'answered', 'rejected']).default('waiting'),
      topicId: z.coerce.number().int().positive().optional(),
      limit: z.coerce.number().int().min(1).max(200).default(100),
    }),
    async handle(ctx, input) {
      const rows = await ctx.db
        .select()
        .from(askQuestions)
        .where(and(STATES[input.status], input.topicId ? eq(askQuestions.topicId, input.topicId) : undefined))
        .orderBy(input.status === 'answered' ? desc(askQuestions.answeredAt) : asc(askQuestions.id))
        .limit(input.limit);
      return {
        list: rows.map((q) => ({
          id: q.id,
          topicId: q.topicId,
          uid: q.uid,
          userName: q.userName,
          content: q.content,
          pics: q.pics.map((ref) => askPictureUrl(ctx, ref)),
          location: q.location,
          createdAt: new Date(q.createdAt).toISOString(),
          answer: q.answer ?? '',
          answeredAt: q.answeredAt ? new Date(q.answeredAt).toISOString() : '',
        })),
      };
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'ask/questions/:id/answer',
    input: z.object({
      answer: text('answer', 5_000, 1),
      pics: z.array(pictureRef('pics')).max(9, 'pics: at most 9').default([]),
    }),
    async handle(ctx, input, params) {
      const id = pathId(params, 'question');
      const q = await questionById(ctx.db, id);
      if (!q) throw new EditorError(404, 'no such question');
      if (q.status === QUESTION_STATUS.held) throw new EditorError(409, 'the question waits for moderation');
      if (q.status === QUESTION_STATUS.rejected) throw new EditorError(409, 'the question was rejected');
      await storedPictures(ctx, input.pics);
      await answerQuestion(ctx, q, { text: input.answer, pics: input.pics });
      const answered = (await questionById(ctx.db, id))!;
      return { id, answeredAt: new Date(answered.answeredAt!).toISOString() };
    },
  }),
];
