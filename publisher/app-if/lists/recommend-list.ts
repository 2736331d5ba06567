import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { articles } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { listItem } from './list-item.ts';
import { wireContext } from './wire-context.ts';

/**
 * Recommended reading under an article (the spec's "recommend list" widget): articles from other columns that share
 * one of its tags, newest first, then the site's most read, never the article itself nor its own column's (those are
 * its related articles, getRelArticles). `{list}` of list items, at most `count` (default 6).
 */
export const recommendList = operation({
  name: 'recommendList',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    articleId: intParam('articleId', 1, MAX_ID),
    count: optionalIntParam('count', 1, 20, 6),
  }),
  async handle(ctx, input, caller) {
    const article = await ctx.articles.article(input.articleId);
    if (!article || article.status !== 1) throw badInput(`稿件 ${input.articleId} 不存在`);
    const elsewhere = and(
      eq(articles.status, 1),
      ne(articles.fileId, article.fileId),
      ne(articles.columnId, article.columnId),
    );
    // the article's tags as stored now (its cached row may be a few seconds old)
    const ownTags = sql`array(select jsonb_array_elements_text(own.tags) from ${articles} own where own.file_id = ${article.fileId})`;
    const sharingATag = await ctx.db
      .select()
      .from(articles)
      .where(and(elsewhere, sql`jsonb_exists_any(${articles.tags}, ${ownTags})`))
      .orderBy(desc(articles.publishedAt), desc(articles.fileId))
      .limit(input.count);
    const mostRead = await ctx.lists.hot(0);
    const picked = new Set<number>();
    const list = [...sharingATag, ...mostRead]
      .filter((a) => {
        if (a.fileId === article.fileId || a.columnId === article.columnId || picked.has(a.fileId))
          return false;
        picked.add(a.fileId);
        return true;
      })
      .slice(0, input.count);
    const w = await wireContext(ctx, caller);
    return { list: list.map((a) => listItem(w, a)) };
  },
});
