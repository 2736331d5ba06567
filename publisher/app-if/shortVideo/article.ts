import { z } from 'zod';
import { operation } from '../../context.ts';
import { picUrl } from '../../wire.ts';
import { shortVideoItems } from './items.ts';
import { videoIdParam, videoOf } from './params.ts';
import { filesWire } from './wire.ts';

/**
 * `shortVideoArticle?id` _(ours; spec §7 "short video article")_ → the short video as the lists send it (wire.ts)
 * with its text (`content`, HTML). Unknown or unpublished: status -1.
 */
export const shortVideoArticle = operation({
  name: 'shortVideoArticle',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: videoIdParam }),
  async handle(ctx, input) {
    const video = await videoOf(ctx, input.id);
    const [[item], article] = await Promise.all([
      shortVideoItems(ctx, [video]),
      ctx.articles.article(input.id),
    ]);
    return { ...item, content: article?.content ?? '' };
  },
});

/**
 * `shortVideoAttach?id` _(ours; "attach")_ → `{fileId, poster{url, width, height}, list[{format, url, width, height,
 * duration}]}`: the files that play it, HLS first (two-second segments) and an MP4.
 */
export const shortVideoAttach = operation({
  name: 'shortVideoAttach',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: videoIdParam }),
  async handle(ctx, input) {
    const video = await videoOf(ctx, input.id);
    return {
      fileId: video.article.fileId,
      poster: {
        url: picUrl(ctx.publicUrl, video.article.titleImageRef),
        width: video.video.width,
        height: video.video.height,
      },
      list: filesWire(ctx.publicUrl, video),
    };
  },
});
