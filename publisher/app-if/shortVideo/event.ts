import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { optionalIntParam, intParam } from '../../validation.ts';
import { countOnce, LIKE_NEEDS_TOKEN, readerOf } from '../article/counts.ts';
import { videoIdParam, videoOf } from './params.ts';

/** Events per reader and second, as the article's event allows. */
const EVENTS_PER_SECOND = 20;

/**
 * `shortVideoEvent` (POST form, spec §7 "a short-video event, as POST") `id, eventType` (0 a play, 1 a like, 2 a
 * share), `channel` → `{value:"true"}`; a like also `counted` (1 when it was this reader's first) and `countPraise`.
 * A short video is an article: its counters, and its likes once per member or issued device, are the article's
 * (article/counts.ts); a play or a share counts once per reader and hour.
 */
export const shortVideoEvent = operation({
  name: 'shortVideoEvent',
  method: 'POST',
  access: 'token',
  input: z.object({
    id: videoIdParam,
    eventType: intParam('eventType', 0, 2),
    channel: optionalIntParam('channel', 0, 5, 0),
  }),
  async handle(ctx, input, caller) {
    if (!ctx.limiter.hit(`event:${readerOf(caller)}`, EVENTS_PER_SECOND, 1_000))
      throw new PublisherError(429, STATUS.error, '操作过于频繁，请稍后再试');
    await videoOf(ctx, input.id);
    if (input.eventType === 1) {
      if (caller.uid === null && caller.device === null) throw badInput(LIKE_NEEDS_TOKEN);
      const { counted, countPraise } = await ctx.articles.like(input.id, readerOf(caller));
      return { value: 'true', counted: counted ? 1 : 0, countPraise };
    }
    await countOnce(ctx, caller, input.id, input.eventType === 0 ? 'countClick' : 'countShare');
    return { value: 'true' };
  },
});
