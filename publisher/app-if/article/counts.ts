import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput } from '../../envelope.ts';
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

/** eventType → counter (PUBLISHER_API §3.4: 0 read, 1 like, 2 share). */
const EVENT_COUNTERS: Record<number, CountField> = { 0: 'countClick', 1: 'countPraise', 2: 'countShare' };

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
  async handle(ctx, input) {
    const counter = EVENT_COUNTERS[input.eventType];
    if (!counter || !(await ctx.articles.bump(input.id, counter))) throw badInput(`稿件 ${input.id} 不存在`);
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
