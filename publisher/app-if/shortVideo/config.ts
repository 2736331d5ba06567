import { z } from 'zod';
import { operation } from '../../context.ts';
import { discussSettings } from '../comments/settings.ts';
import { picUrl, stripHtml } from '../../wire.ts';
import { MAX_RELATED, SHORT_VIDEO_PAGE } from './lists.ts';
import { videoOf, videoIdParam } from './params.ts';

/** spec §9: a share description is at most 100 characters. */
const MAX_SHARE_DESC = 100;

/**
 * `shortVideoCommonConfig` _(ours; "common config")_ → how the player behaves for every video: `autoplay` (1: start
 * muted once in view), `loop`, `preloadNext` (the next video's first segment), `pageSize`, `relatedCount`,
 * `commentOpen` (0 when the site closed comments) and `defaultPoster` (for a video without one).
 */
export const shortVideoCommonConfig = operation({
  name: 'shortVideoCommonConfig',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({}),
  async handle(ctx) {
    const { auditType } = await discussSettings(ctx);
    return {
      autoplay: 1,
      loop: 1,
      preloadNext: 1,
      pageSize: SHORT_VIDEO_PAGE,
      relatedCount: MAX_RELATED,
      commentOpen: auditType === 2 ? 0 : 1,
      defaultPoster: picUrl(ctx.publicUrl, 'brand/share-logo.png'),
    };
  },
});

/**
 * `shortVideoShareConfig?id` _(ours; "share config")_ → spec §3's share params: `{title, desc (≤ 100), imgUrl,
 * shareUrl (its mvodShare page), objectType (0, an article), article_id, forbidShare}`.
 */
export const shortVideoShareConfig = operation({
  name: 'shortVideoShareConfig',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: videoIdParam }),
  async handle(ctx, input) {
    const { article } = await videoOf(ctx, input.id);
    return {
      title: stripHtml(article.title),
      desc: [...stripHtml(article.abstract)].slice(0, MAX_SHARE_DESC).join(''),
      imgUrl: picUrl(ctx.publicUrl, article.titleImageRef),
      shareUrl: `${ctx.publicUrl}/template/displayTemplate/news/mvodShare/${article.fileId}.html`,
      objectType: 0,
      article_id: article.fileId,
      forbidShare: article.shareClosed,
    };
  },
});
