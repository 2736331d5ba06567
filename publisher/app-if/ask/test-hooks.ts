import { z } from 'zod';
import { askQuestions, QUESTION_STATUS } from '../../db/schema/index.ts';
import { intField, nameField, testHook } from '../test-hook.ts';
import { insertTopic } from './insert.ts';

/**
 * `POST /app_if/test/askTopic` `{title, answerer?, answererId?, role?, questionClosed?, discussClosed?}` →
 * `{topicId}`: a 问吧 topic opened now, with a banner (the first stored picture), answered by the newsroom unless
 * `answerer` says who (a reporter when `answererId` is theirs).
 */
export const createAskTopic = testHook({
  name: 'askTopic',
  input: z.object({
    title: nameField('title', 100),
    answerer: nameField('answerer', 40).optional(),
    answererId: intField('answererId', 0, 2_147_483_647).default(0),
    role: nameField('role', 40).optional(),
    questionClosed: z.boolean().default(false),
    discussClosed: z.boolean().default(false),
  }),
  async handle(ctx, input) {
    const [banner] = await ctx.articles.storedPictures(1);
    const topicId = await insertTopic(ctx, {
      title: input.title,
      content: `<p>${input.title}（测试话题）</p>`,
      bannerRef: banner ?? null,
      answerer: input.answerer ?? '青岚日报',
      answererRole: input.role ?? '编辑部',
      answererIconRef: null,
      answererId: input.answererId,
      questionClosed: input.questionClosed,
      discussClosed: input.discussClosed,
    });
    return { topicId };
  },
});

/**
 * `POST /app_if/test/askQuestion` `{topicId, content, userName?, answer?, praise?}` → `{id}`: a question let in now
 * (answered when `answer` is given, so public), asked by nobody's member id (0).
 */
export const createAskQuestion = testHook({
  name: 'askQuestion',
  input: z.object({
    topicId: intField('topicId', 1, 2_147_483_647),
    content: nameField('content', 500),
    userName: nameField('userName', 40).optional(),
    answer: nameField('answer', 2000).optional(),
    praise: intField('praise', 0, 1_000_000).default(0),
  }),
  async handle(ctx, input) {
    const now = ctx.clock.now();
    const [row] = await ctx.db
      .insert(askQuestions)
      .values({
        topicId: input.topicId,
        uid: 0,
        userName: input.userName ?? '测试网友',
        content: input.content,
        pics: [],
        location: '',
        status: QUESTION_STATUS.admitted,
        answer: input.answer ?? null,
        answerPics: [],
        answeredAt: input.answer ? now : null,
        countPraise: input.praise,
        createdAt: now,
        requestKey: null,
      })
      .returning({ id: askQuestions.id });
    ctx.changes.notify();
    return { id: row!.id };
  },
});

export const askTestHooks = [createAskTopic, createAskQuestion];
