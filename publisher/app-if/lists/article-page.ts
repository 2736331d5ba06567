import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Caller, PublisherContext } from '../../context.ts';
import { articles } from '../../db/schema/index.ts';
import { listItem } from './list-item.ts';
import { PAGE_SIZE } from './store.ts';
import { wireContext } from './wire-context.ts';

/**
 * `{list}` of the published articles matching `where`, newest first, as list items: an account's, a reporter's or a
 * leader's articles. `offset` counts items; pages are 20 unless `limit` says otherwise.
 */
export async function articlePage(
  ctx: PublisherContext,
  caller: Caller,
  where: SQL | undefined,
  { offset, limit = PAGE_SIZE }: { offset: number; limit?: number },
) {
  const rows = await ctx.db
    .select()
    .from(articles)
    .where(and(eq(articles.status, 1), where))
    .orderBy(desc(articles.publishedAt), desc(articles.fileId))
    .limit(limit)
    .offset(offset);
  const w = await wireContext(ctx, caller);
  return { list: rows.map((a) => listItem(w, a)) };
}
