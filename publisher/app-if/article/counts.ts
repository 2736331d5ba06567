import { z } from 'zod';
import { operation, type Caller, type PublisherContext } from '../../context.ts';
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

/**
 * Who raised a count: the member, else the device the publisher issued the caller's anonymous token to, else (no
 * token, on a site that asks for none) the reader's address. Never a device the request itself names.
 */
export const readerOf = (caller: Caller) =>
  caller.uid !== null ? `m${caller.uid}` : caller.device !== null ? `d${caller.device}` : `ip${caller.ip}`;

/** A read or a share counts once per reader, article and hour (recent-counts.ts): a refresh or a loop adds none. */
export async function countOnce(ctx: PublisherContext, caller: Caller, fileId: number, field: CountField) {
  if (ctx.recentCounts.first(`${field}:${readerOf(caller)}:${fileId}`))
    await ctx.articles.bump(fileId, field);
}

/** A like without a member or an anonymous token: nobody the publisher knows to count it for. */
export const LIKE_NEEDS_TOKEN = '点赞需要登录或匿名令牌';

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
    // sent by every client (its own device id) and accepted, but never who counts: anyone can type any id here
    userOtherID: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_.:-]*$/, 'userOtherID 格式不正确')
      .optional(),
  }),
  async handle(ctx, input, caller) {
    const reader = readerOf(caller);
    if (!ctx.limiter.hit(`event:${reader}`, EVENTS_PER_SECOND, 1_000))
      throw new PublisherError(429, STATUS.error, '操作过于频繁，请稍后再试');
    const article = await ctx.articles.article(input.id);
    if (!article || article.status !== 1) throw badInput(`稿件 ${input.id} 不存在`);
    if (input.eventType === 1) {
      // a like counts once per member or issued device: an address is shared by many readers, so it is no liker
      if (caller.uid === null && caller.device === null) throw badInput(LIKE_NEEDS_TOKEN);
      const { counted, countPraise } = await ctx.articles.like(input.id, reader);
      return { value: 'true', counted: counted ? 1 : 0, countPraise };
    }
    await countOnce(ctx, caller, input.id, EVENT_COUNTERS[input.eventType]!);
    return { value: 'true' };
  },
});

/** A view (the live page reports its own), counted as a read: once per reader, article and hour, as event's. */
export const recordAccessCount = operation({
  name: 'recordAccessCount',
  method: 'GET',
  access: 'token',
  input: z.object({ articleId: intParam('articleId', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    if (!(await ctx.articles.article(input.articleId))) throw badInput(`稿件 ${input.articleId} 不存在`);
    await countOnce(ctx, caller, input.articleId, 'countClick');
    return { value: 'true' };
  },
});
