import { z } from 'zod';
import { operation } from '../../context.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { wireContext } from '../lists/wire-context.ts';
import { audioOf, audioWire } from './audio.ts';
import { articleDetail } from './detail-wire.ts';

export const getArticleContent = operation({
  name: 'getArticleContent',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    articleId: intParam('articleId', 1, MAX_ID),
    colID: optionalIntParam('colID', 0, MAX_ID, 0),
    preview: optionalIntParam('preview', 0, 1, 0),
  }),
  async handle(ctx, input, caller) {
    const article = await ctx.articles.article(input.articleId);
    // Missing, or unpublished without the preview flag: the sentinel real deployments send.
    if (!article || (article.status !== 1 && input.preview !== 1)) return 'empty';
    const [w, allReporters, related, sizes, audio] = await Promise.all([
      wireContext(ctx, caller),
      ctx.articles.reporters(),
      ctx.lists.related(article, 5),
      ctx.articles.imageSizes(article.bodyImages.map((b) => b.ref)),
      audioOf(ctx.db, article.fileId),
    ]);
    const reporters = article.reporterIds
      .map((id) => allReporters.find((r) => r.id === id))
      .filter((r) => r !== undefined);
    return { ...articleDetail(w, article, reporters, related, sizes), ...audioWire(w.publicUrl, audio) };
  },
});
