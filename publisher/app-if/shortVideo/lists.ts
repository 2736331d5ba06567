import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { shortVideoItems } from './items.ts';
import { videoIdParam, videoOf } from './params.ts';
import { around, categoryById, inCategory, related } from './store.ts';
import { NOT_FOUND } from './wire.ts';

/** spec §9: 20 a page. */
export const SHORT_VIDEO_PAGE = 20;
/** spec §9: related short videos are capped at 4. */
export const MAX_RELATED = 4;

/**
 * `shortVideoList` (POST form, spec §7 "list calls, as POST") `catId, page` (0-based) → `{list[…], hasMore}`: a
 * category's videos, newest first, 20 a page. Unknown category: status -1.
 */
export const shortVideoList = operation({
  name: 'shortVideoList',
  cached: true,
  method: 'POST',
  access: 'token',
  input: z.object({
    catId: intParam('catId', 1, MAX_ID),
    page: optionalIntParam('page', 0, MAX_PAGE, 0),
  }),
  async handle(ctx, input) {
    if (!(await categoryById(ctx.db, input.catId))) throw badInput(NOT_FOUND);
    const { rows, hasMore } = await inCategory(ctx.db, input.catId, {
      offset: input.page * SHORT_VIDEO_PAGE,
      limit: SHORT_VIDEO_PAGE,
    });
    return { list: await shortVideoItems(ctx, rows), hasMore };
  },
});

/**
 * `shortVideoNear` (POST form) `id, count` (1–10, default 3) → `{catId, previous[…], next[…]}`: the videos a swipe
 * reaches from this one in its category, nearest first (`previous` the newer ones, `next` the older).
 */
export const shortVideoNear = operation({
  name: 'shortVideoNear',
  cached: true,
  method: 'POST',
  access: 'token',
  input: z.object({ id: videoIdParam, count: optionalIntParam('count', 1, 10, 3) }),
  async handle(ctx, input) {
    const video = await videoOf(ctx, input.id);
    const { previous, next } = await around(ctx.db, video, input.count);
    return {
      catId: video.category.id,
      previous: await shortVideoItems(ctx, previous),
      next: await shortVideoItems(ctx, next),
    };
  },
});

/**
 * `shortVideoRelated?id&count` _(ours; "related")_ → `{list[…]}`: at most 4 (spec §9; `count` 1–4, default 4) others,
 * its category's most liked first.
 */
export const shortVideoRelated = operation({
  name: 'shortVideoRelated',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: videoIdParam, count: optionalIntParam('count', 1, MAX_RELATED, MAX_RELATED) }),
  async handle(ctx, input) {
    const video = await videoOf(ctx, input.id);
    return { list: await shortVideoItems(ctx, await related(ctx.db, video, input.count)) };
  },
});
