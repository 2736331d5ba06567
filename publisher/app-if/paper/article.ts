import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { articleDetail } from '../article/detail-wire.ts';
import { verifyPreviewToken } from '../article/preview-token.ts';
import { wireContext } from '../lists/wire-context.ts';
import { page, placeOf } from './store.ts';
import { NOT_FOUND, pageShareUrl, printedItem } from './wire.ts';

/**
 * `getPaperArticle?id` (PUBLISHER_API §4.9) → a paper article: the article detail (getArticleContent's fields, its
 * pictures with their sizes) with Founder's paper fields (`introTitle`, `layout` the 版次, `layoutId` as a string,
 * `attachment`, `url` and `shareUrl` its page's touch page, `contentUrl` this call) and ours: `layoutName`,
 * `paperId`, `paperName`, `date`, `layoutMapping` (its area on the page, spec §3) and `related` (the other articles
 * of its page). Comments on it are source 3 (the same thread as source 0 here: a paper article is an article,
 * docs/paper.md).
 * The preview variant (`preview=1&previewToken=`, the CMS's signed link, as getArticleContent's) opens a draft.
 * Unknown, not printed, or a draft without a token: the error envelope Founder sends (status -1).
 */
export const getPaperArticle = operation({
  name: 'getPaperArticle',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    id: intParam('id', 1, MAX_ID),
    preview: optionalIntParam('preview', 0, 1, 0),
    previewToken: z.string().max(200, 'previewToken 过长').optional(),
  }),
  async handle(ctx, input, caller) {
    const [article, where] = await Promise.all([ctx.articles.article(input.id), placeOf(ctx.db, input.id)]);
    if (!article || !where) throw badInput(NOT_FOUND);
    if (
      article.status !== 1 &&
      !verifyPreviewToken(await ctx.socketSecret(), article.fileId, input.previewToken ?? '', ctx.clock.now())
    )
      throw badInput(NOT_FOUND);
    const { layout, paper, place } = where;
    const [w, allReporters, sizes, samePage] = await Promise.all([
      wireContext(ctx, caller),
      ctx.articles.reporters(),
      ctx.articles.imageSizes(article.bodyImages.map((b) => b.ref)),
      page(ctx.db, layout.id),
    ]);
    const reporters = article.reporterIds
      .map((id) => allReporters.find((r) => r.id === id))
      .filter((r) => r !== undefined);
    const shareUrl = pageShareUrl(ctx.publicUrl, layout);
    return {
      ...articleDetail(w, article, reporters, [], sizes),
      introTitle: article.leadTitle,
      paperId: paper.id,
      paperName: paper.name,
      date: layout.date,
      layout: layout.number,
      layoutId: String(layout.id),
      layoutName: layout.name,
      layoutMapping: { layoutId: layout.id, mapping: place.area.map(([x, y]) => `${x},${y}`) },
      attachment: [],
      contentUrl: `${ctx.publicUrl}/app_if/getPaperArticle?id=${article.fileId}`,
      url: shareUrl,
      shareUrl,
      related: (samePage?.articles ?? [])
        .filter((a) => a.article.fileId !== article.fileId)
        .map((a) => printedItem(ctx.publicUrl, a, layout)),
    };
  },
});
