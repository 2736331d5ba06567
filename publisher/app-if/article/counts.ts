import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import type { CountField } from './store.ts';

export const getArticleCounts = operation({
  name: 'getArticleCounts',
  method: 'GET',
  access: 'token',
  input: z.object({ articleId: intParam('articleId', 1, MAX_ID) }),
  async handle(ctx, input) {
    const a = await ctx.articles.article(input.articleId);
    if (!a || a.status !== 1) return { errorInfo: '找不到相关稿件' };
    return {
      fileId: a.fileId,
      countClick: a.countClick,
      countDiscuss: a.countDiscuss,
      countPraise: a.countPraise,
      countShare: a.countShare,
    };
  },
});

/** eventType → counter (PUBLISHER_API §3.4: 0 read, 2 share; 1, the like, counts once per liker below). */
const EVENT_COUNTERS: Record<number, CountField> = { 0: 'countClick', 2: 'countShare' };

/** Events per caller and second: far above a reader's pace; a script sending more is told to slow down. */
const EVENTS_PER_SECOND = 20;

export const event = operation({
  name: 'event',
  method: 'GET',
  access: 'token',
  input: z.object({
    id: intParam('id', 1, MAX_ID),
    // Only article events (type 0) in this issue; comment events arrive with comments.
    type: optionalIntParam('type', 0, 0, 0),
    eventType: intParam('eventType', 0, 2),
    channel: optionalIntParam('channel', 0, 5, 0),
    userOtherID: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_.:-]*$/, 'userOtherID 格式不正确')
      .optional(),
  }),
  async handle(ctx, input, caller) {
    const device = input.userOtherID || caller.device;
    const who = caller.uid !== null ? `m${caller.uid}` : device ? `d${device}` : `ip${caller.ip}`;
    if (!ctx.limiter.hit(`event:${who}`, EVENTS_PER_SECOND, 1_000))
      throw new PublisherError(429, STATUS.error, '操作过于频繁，请稍后再试');
    const article = await ctx.articles.article(input.id);
    if (!article || article.status !== 1) throw badInput(`稿件 ${input.id} 不存在`);
    if (input.eventType === 1) {
      // a like counts once per member or device: without either there is no one to count it for
      if (caller.uid === null && !device) throw badInput('点赞需要设备标识 userOtherID');
      const { counted, countPraise } = await ctx.articles.like(input.id, who);
      return { value: 'true', counted: counted ? 1 : 0, countPraise };
    }
    await ctx.articles.bump(input.id, EVENT_COUNTERS[input.eventType]!);
    return { value: 'true' };
  },
});

export const recordAccessCount = operation({
  name: 'recordAccessCount',
  method: 'GET',
  access: 'token',
  input: z.object({ articleId: intParam('articleId', 1, MAX_ID) }),
  async handle(ctx, input) {
    if (!(await ctx.articles.bump(input.articleId, 'countClick')))
      throw badInput(`稿件 ${input.articleId} 不存在`);
    return { value: 'true' };
  },
});
