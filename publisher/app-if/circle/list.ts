import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { circles } from '../../db/schema/index.ts';
import { MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { POST_PAGE } from './read.ts';
import { circleItem } from './wire.ts';

/**
 * `circleList` (spec §7 "circle list"; `page` 0-based, 20 a page): the open circles, public and private, in the
 * newsroom's order; `hasMore` when another page follows. The same for every reader.
 */
export const circleList = operation({
  name: 'circleList',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input) {
    const rows = await ctx.db
      .select()
      .from(circles)
      .where(eq(circles.closed, 0))
      .orderBy(asc(circles.position), asc(circles.circleId))
      .limit(POST_PAGE + 1)
      .offset(input.page * POST_PAGE);
    return {
      list: rows.slice(0, POST_PAGE).map((c) => circleItem(ctx, c)),
      hasMore: rows.length > POST_PAGE,
    };
  },
});
