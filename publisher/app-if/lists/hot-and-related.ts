import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { listItem } from './list-item.ts';
import { wireContext } from './wire-context.ts';

export const articleHot = operation({
  name: 'articleHot',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ columnId: optionalIntParam('columnId', 0, MAX_ID, 0) }),
  async handle(ctx, input, caller) {
    const w = await wireContext(ctx, caller);
    return { list: (await ctx.lists.hot(input.columnId)).map((a) => listItem(w, a)) };
  },
});

export const getRelArticles = operation({
  name: 'getRelArticles',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ articleId: intParam('articleId', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const article = await ctx.articles.article(input.articleId);
    if (!article || article.status !== 1) throw badInput(`稿件 ${input.articleId} 不存在`);
    const w = await wireContext(ctx, caller);
    return { list: (await ctx.lists.related(article, 5)).map((a) => listItem(w, a)) };
  },
});
