import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { articleAudio, articles } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { stripHtml } from '../../wire.ts';
import { MAX_ID } from '../../validation.ts';
import { intField, testHook } from '../test-hook.ts';
import type { NewArticle } from './store.ts';

const GALLERY_COLUMN = 2;
const VIDEO_COLUMN = 4;
const NEWS_COLUMN = 3;

/** Where a hook video's address points: a real HLS stream, nothing, a dead address or a secured one. */
const VIDEO_ADDRESSES = ['hls', 'none', 'dead', 'secured'] as const;

function videoAddress(kind: (typeof VIDEO_ADDRESSES)[number], id: number): string {
  if (kind === 'hls') return `/media/hls/${id}.m3u8`;
  if (kind === 'dead') return `/media/gone/${id}.m3u8`;
  // not a URL: spec §5's secured address, which only the publisher's own apps resolve
  if (kind === 'secured') return `vod-${id}-encrypted`;
  return '';
}

/**
 * `POST /app_if/test/mediaArticle` `{kind, title, pictures?, captions?, video?, audioTitle?}` → `{fileId, columnId}`:
 * - `gallery` (type 1, column 2): `pictures` (0–20, default 6) stored pictures, `captions[i]` under picture i;
 * - `video` (type 2, column 4): `video` 'hls' (default, a real stream), 'none', 'dead' or 'secured';
 * - `audio` (type 0, column 3): a news article with an audio piece titled `audioTitle`.
 * Any kind gets audio when `audioTitle` is sent; `columnId` lists it in that column instead.
 */
export const createMediaArticle = testHook({
  name: 'mediaArticle',
  input: z.object({
    kind: z.enum(['gallery', 'video', 'audio'], { error: 'kind 只能是 gallery、video、audio' }),
    title: z.string({ error: '缺少参数 title' }).min(1, 'title 不能为空').max(500, 'title 过长'),
    pictures: intField('pictures', 0, 20).optional(),
    captions: z.array(z.string().max(500, 'caption 过长')).max(20, 'captions 过多').optional(),
    video: z.enum(VIDEO_ADDRESSES, { error: `video 只能是 ${VIDEO_ADDRESSES.join('、')}` }).optional(),
    audioTitle: z.string().min(1).max(200, 'audioTitle 过长').optional(),
    columnId: intField('columnId', 1, MAX_ID).optional(),
    /** 0: a draft, for the CMS preview */
    status: intField('status', 0, 9).optional(),
  }),
  async handle(ctx, input) {
    const count = input.kind === 'gallery' ? (input.pictures ?? 6) : 1;
    const pictures = await ctx.articles.storedPictures(count);
    if (pictures.length < count) throw badInput(`只有 ${pictures.length} 张图片可用`);
    const columnId =
      input.columnId ??
      (input.kind === 'gallery' ? GALLERY_COLUMN : input.kind === 'video' ? VIDEO_COLUMN : NEWS_COLUMN);
    if (!(await ctx.columns.column(columnId))) throw badInput(`栏目 ${columnId} 不存在`);
    const content =
      input.kind === 'audio'
        ? Array.from({ length: 12 }, (_, i) => `<p>第${i + 1}段：这是一篇配有音频的测试稿件。</p>`).join('')
        : '<p>测试稿件正文。</p>';
    const article: NewArticle = {
      columnId,
      articleType: input.kind === 'gallery' ? 1 : input.kind === 'video' ? 2 : 0,
      status: input.status ?? 1,
      lang: 'zh',
      title: input.title,
      listTitle: '',
      subTitle: '',
      leadTitle: '',
      abstract: stripHtml(content).slice(0, 60),
      content,
      source: '青岚日报',
      author: '',
      credits: { source: '青岚日报' },
      reporterIds: [],
      tags: [],
      mark: '',
      publishedAt: ctx.clock.now(),
      titleImageRef: pictures[0] ?? null,
      picRatio: input.kind === 'video' ? '16:9' : '4:3',
      picType: pictures.length ? 1 : 0,
      bodyImages:
        input.kind === 'gallery'
          ? pictures.map((ref, i) => ({ ref, summary: input.captions?.[i] ?? '' }))
          : [],
      videoUrl: '',
      duration: input.kind === 'video' ? 20 : 0,
      linkId: 0,
      url: '',
      liveStatus: 0,
      liveConfig: null,
      shareClosed: 0,
      discussClosed: 0,
      countClick: 0,
      countPraise: 0,
      countShare: 0,
      countDiscuss: 0,
    };
    const fileId = await ctx.articles.insertArticle(article, [columnId]);
    if (input.kind === 'video') {
      // the address names the article, so it is written once the id is known
      await ctx.db
        .update(articles)
        .set({ videoUrl: videoAddress(input.video ?? 'hls', fileId) })
        .where(eq(articles.fileId, fileId));
    }
    if (input.audioTitle || input.kind === 'audio') {
      await ctx.db.insert(articleAudio).values({
        fileId,
        url: `/media/audio/tone${fileId % 3}.m4a`,
        title: input.audioTitle ?? input.title,
        duration: 60,
      });
    }
    return { fileId, columnId };
  },
});
