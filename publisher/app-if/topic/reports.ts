import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { reportSets } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { picUrl } from '../../wire.ts';
import { listItem } from '../lists/list-item.ts';
import { PAGE_SIZE } from '../lists/store.ts';
import { wireContext } from '../lists/wire-context.ts';

/** A report set (报道集): the person it follows and their articles in the newsroom's order, 20 a page. */
export const personageReports = operation({
  name: 'personageReports',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID), page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input, caller) {
    const [set] = await ctx.db.select().from(reportSets).where(eq(reportSets.id, input.id)).limit(1);
    if (!set) throw badInput(`报道集 ${input.id} 不存在`);
    const start = input.page * PAGE_SIZE;
    const rows = await ctx.lists.articlesByIds(set.fileIds);
    const w = await wireContext(ctx, caller);
    return {
      id: set.id,
      name: set.name,
      duty: set.duty,
      description: set.description,
      url: picUrl(ctx.publicUrl, set.photoRef),
      totalCount: rows.length,
      hasMore: rows.length > start + PAGE_SIZE,
      list: rows.slice(start, start + PAGE_SIZE).map((a) => listItem(w, a)),
    };
  },
});
