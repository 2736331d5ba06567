import { z } from 'zod';
import { badInput } from '../../envelope.ts';
import { MAX_ID } from '../../validation.ts';
import { stripHtml } from '../../wire.ts';
import { intField, testHook } from '../test-hook.ts';
import { CREDIT_ROLES } from './detail-wire.ts';
import type { NewArticle } from './store.ts';
import { createMediaArticle } from './media-hooks.ts';

/** The home column: where a hook article is listed when no column is named. */
const HOME_COLUMN = 1;
/** Types the hook can write whole: news, gallery, video, and (with `linkId` or `url`) topic, link and H5. */
const HOOK_TYPES = [0, 1, 2, 3, 4, 12] as const;
const MAX_PICTURES = 20;

/**
 * `POST /app_if/test/article` `{title, content, columnId?, articleType?, pictures?, credits?}` → `{fileId, columnId}`:
 * a published article, published now, listed in its column (home when none is named). Title and content are stored
 * exactly as sent (browser tests feed hostile HTML through them). `pictures` (0–20, default 0) attaches that many of
 * the demo's stored pictures: the first is also the title picture; place body pictures with `<!--IMAGEARRAY#i-->`.
 * `credits`: the byline by role (`{editor: '…', checker: '…'}`, the detail's role names), beside the source.
 * `shareClosed: 1`: the newsroom closed sharing for it; `discussClosed: 1`: closed to comments.
 * `linkId`: a topic's (3) column (the topic hook's `columnId`); `url`: a link's (4) or H5's (12) target, stored as
 * sent (hostile addresses included: the pages must check them).
 */
export const createArticle = testHook({
  name: 'article',
  input: z.object({
    title: z.string({ error: '缺少参数 title' }).min(1, 'title 不能为空').max(500, 'title 过长'),
    content: z.string({ error: '缺少参数 content' }).max(30_000, 'content 过长'),
    columnId: intField('columnId', 1, MAX_ID).optional(),
    articleType: intField('articleType', 0, 99)
      .refine(
        (n) => (HOOK_TYPES as readonly number[]).includes(n),
        `articleType 只能是 ${HOOK_TYPES.join('、')}`,
      )
      .optional(),
    pictures: intField('pictures', 0, MAX_PICTURES).optional(),
    /** 1, the default: published; anything else a draft only a preview token opens */
    status: intField('status', 0, 9).optional(),
    credits: z.partialRecord(z.enum(CREDIT_ROLES), z.string().max(40, 'credits 过长')).optional(),
    shareClosed: intField('shareClosed', 0, 1).optional(),
    discussClosed: intField('discussClosed', 0, 1).optional(),
    linkId: intField('linkId', 0, MAX_ID).optional(),
    url: z.string().max(2_000, 'url 过长').optional(),
  }),
  async handle(ctx, input) {
    const columnId = input.columnId ?? HOME_COLUMN;
    if (!(await ctx.columns.column(columnId))) throw badInput(`栏目 ${columnId} 不存在`);
    const pictures = await ctx.articles.storedPictures(input.pictures ?? 0);
    if (pictures.length < (input.pictures ?? 0)) throw badInput(`只有 ${pictures.length} 张图片可用`);
    const first = pictures[0] ? (await ctx.articles.imageSizes([pictures[0]])).get(pictures[0]) : undefined;

    const article: NewArticle = {
      columnId,
      articleType: input.articleType ?? 0,
      status: input.status ?? 1,
      lang: 'zh',
      title: input.title,
      listTitle: '',
      subTitle: '',
      leadTitle: '',
      abstract: stripHtml(input.content).slice(0, 60),
      content: input.content,
      source: '青岚日报',
      author: '',
      credits: { source: '青岚日报', ...input.credits },
      reporterIds: [],
      tags: [],
      mark: '',
      publishedAt: ctx.clock.now(),
      titleImageRef: pictures[0] ?? null,
      picRatio: first ? `${first.width}:${first.height}` : '16:9',
      picType: pictures.length > 0 ? 1 : 0,
      bodyImages: pictures.map((ref) => ({ ref, summary: '' })),
      videoUrl: '',
      duration: 0,
      linkId: input.linkId ?? 0,
      url: input.url ?? '',
      liveStatus: 0,
      liveConfig: null,
      shareClosed: input.shareClosed ?? 0,
      discussClosed: input.discussClosed ?? 0,
      countClick: 0,
      countPraise: 0,
      countShare: 0,
      countDiscuss: 0,
    };
    return { fileId: await ctx.articles.insertArticle(article, [columnId]), columnId };
  },
});

export const articleTestHooks = [createArticle, createMediaArticle];
