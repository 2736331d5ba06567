import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { articles, tags } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { listItem } from '../lists/list-item.ts';
import { PAGE_SIZE } from '../lists/store.ts';
import { wireContext } from '../lists/wire-context.ts';

/** The published articles carrying a tag (by its id; an article keeps its tags by name), newest first, 20 a page. */
export const tagScreenArticles = operation({
  name: 'tagScreenArticles',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ tagId: intParam('tagId', 1, MAX_ID), page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input, caller) {
    const [tag] = await ctx.db.select().from(tags).where(eq(tags.id, input.tagId)).limit(1);
    if (!tag) throw badInput(`标签 ${input.tagId} 不存在`);
    const rows = await ctx.db
      .select()
      .from(articles)
      .where(and(eq(articles.status, 1), sql`${articles.tags} @> ${JSON.stringify([tag.name])}::jsonb`))
      .orderBy(desc(articles.publishedAt), desc(articles.fileId))
      .limit(PAGE_SIZE + 1)
      .offset(input.page * PAGE_SIZE);
    const w = await wireContext(ctx, caller);
    return {
      tagId: tag.id,
      tagName: tag.name,
      hasMore: rows.length > PAGE_SIZE,
      list: rows.slice(0, PAGE_SIZE).map((a) => listItem(w, a)),
    };
  },
});
