import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { articles, xyAccountArticles } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { articlePage } from '../lists/article-page.ts';
import { PAGE_SIZE } from '../lists/store.ts';
import { accountById, accountsOfCategory, recommendedAccounts } from './accounts.ts';
import { accountWire } from './wire.ts';

/** What real deployments answer for an unknown account (PUBLISHER_API §2). */
export const NO_SUCH_ACCOUNT = 'Your server has down or target user not exist !';

export const getXyInfo = operation({
  name: 'getXyInfo',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID) }),
  async handle(ctx, input) {
    const account = await accountById(ctx.db, ctx.clock.now(), input.id);
    if (!account) throw badInput(NO_SUCH_ACCOUNT);
    // A closed or banned account still answers, flags and all: the reader discards it (spec §4).
    return accountWire(ctx.publicUrl, account);
  },
});

export const getCatXys = operation({
  name: 'getCatXys',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    id: intParam('id', 1, MAX_ID),
    start: optionalIntParam('start', 0, 10_000, 0),
    count: optionalIntParam('count', 1, 50, PAGE_SIZE),
  }),
  async handle(ctx, input) {
    const rows = await accountsOfCategory(ctx.db, ctx.clock.now(), input.id, input.start, input.count);
    return { list: rows.map((a) => accountWire(ctx.publicUrl, a)) };
  },
});

export const recommendXys = operation({
  name: 'recommendXys',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ count: optionalIntParam('count', 1, 20, 6) }),
  async handle(ctx, input) {
    const rows = await recommendedAccounts(ctx.db, ctx.clock.now(), input.count);
    return { list: rows.map((a) => accountWire(ctx.publicUrl, a)) };
  },
});

/** An account's published articles, newest first, 20 a page (spec §9). */
export const getXyArticles = operation({
  name: 'getXyArticles',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ xyId: intParam('xyId', 1, MAX_ID), page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  handle: (ctx, input, caller) =>
    articlePage(
      ctx,
      caller,
      inArray(
        articles.fileId,
        ctx.db
          .select({ fileId: xyAccountArticles.fileId })
          .from(xyAccountArticles)
          .where(eq(xyAccountArticles.xyId, input.xyId)),
      ),
      { offset: input.page * PAGE_SIZE },
    ),
});
