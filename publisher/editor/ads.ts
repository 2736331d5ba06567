import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { adById, beijingDay, figures, insertAd, type AdFigures } from '../app-if/ads/store.ts';
import { AD_PLACEMENTS, adFreeArticles, ads, articles, type AdRow } from '../db/schema/index.ts';
import { csvDocument } from './csv.ts';
import { pathId, pictureRef, storedPictures, text, time } from './fields.ts';
import type { PublisherContext } from '../context.ts';
import { EditorError, EditorFile, editorRoute } from './route.ts';

const DAY = 86_400_000;
const whole = (name: string, max: number) =>
  z
    .number({ error: `${name} is a whole number` })
    .int(`${name} is a whole number`)
    .min(0)
    .max(max);

/** The advertiser's page: http or https only, as the reader's page opens nothing else. */
const link = z
  .string({ error: 'link is text' })
  .trim()
  .max(1_000, 'link is too long')
  .refine((s) => /^https?:\/\/[^\s/]+/i.test(s) && URL.canParse(s), 'link is an http or https address');

const newAd = z
  .object({
    advertiser: text('advertiser', 60, 1),
    title: text('title', 100, 1),
    picture: pictureRef('picture'),
    link: link.optional(),
    articleId: z.number({ error: 'articleId is an article id' }).int().positive().optional(),
    placement: z.enum(AD_PLACEMENTS, { error: `placement is ${AD_PLACEMENTS.join(', ')}` }),
    columnId: z.number({ error: 'columnId is a column id' }).int().positive().optional(),
    position: whole('position', 1_000).default(0),
    adOrder: whole('adOrder', 1_000).default(0),
    startTime: time('startTime'),
    endTime: time('endTime'),
    pageTime: whole('pageTime', 30).default(5),
  })
  .refine((a) => a.startTime < a.endTime, { message: 'endTime is before startTime' })
  .refine((a) => (a.link === undefined) !== (a.articleId === undefined), {
    message: 'an ad leads to a link or an articleId, one of them',
  })
  .refine((a) => !['feed', 'column'].includes(a.placement) || a.columnId !== undefined, {
    message: 'a feed or column ad needs its columnId',
  });

/** Days as the figures are kept: Beijing calendar days, YYYY-MM-DD. */
const day = (name: string) =>
  z
    .string({ error: `${name} is a day (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} is a day (YYYY-MM-DD)`)
    .optional();

const figuresQuery = z.object({
  advId: z.coerce.number({ error: 'advId is a whole number' }).int().positive().optional(),
  from: day('from'),
  to: day('to'),
});

const iso = (ms: number) => new Date(ms).toISOString();

const adAnswer = (a: AdRow) => ({
  id: a.advId,
  advertiser: a.advertiser,
  title: a.title,
  placement: a.placement,
  columnId: a.columnId,
  position: a.position,
  adOrder: a.adOrder,
  link: a.link || null,
  articleId: a.articleId,
  startTime: iso(a.startAt),
  endTime: iso(a.endAt),
  pageTime: a.pageTime,
  paused: a.paused,
});

/** Clicks per hundred impressions, to two places (0 without impressions). */
const clickRate = (f: AdFigures) =>
  f.impressions ? Math.round((f.clicks / f.impressions) * 10_000) / 100 : 0;

/** The figures asked for: the last 30 days unless `from`/`to` say otherwise. */
async function figuresOf(ctx: PublisherContext, q: z.infer<typeof figuresQuery>) {
  const now = ctx.clock.now();
  if (q.advId !== undefined && !(await adById(ctx.db, q.advId))) throw new EditorError(404, 'no such ad');
  const rows = await figures(ctx.db, {
    advId: q.advId,
    from: q.from ?? beijingDay(now - 29 * DAY),
    to: q.to ?? beijingDay(now),
  });
  return rows.map((f) => ({ ...f, clickRate: clickRate(f) }));
}

async function setPaused(ctx: PublisherContext, id: number, paused: boolean) {
  const [row] = await ctx.db.update(ads).set({ paused }).where(eq(ads.advId, id)).returning();
  if (!row) throw new EditorError(404, 'no such ad');
  ctx.changes.notify();
  return adAnswer(row);
}

async function articleId(ctx: PublisherContext, params: Record<string, string>) {
  const id = pathId(params, 'article');
  const [row] = await ctx.db.select({ id: articles.fileId }).from(articles).where(eq(articles.fileId, id));
  if (!row) throw new EditorError(404, 'no such article');
  return id;
}

/**
 * The newsroom's ads (docs/editor-api.md, "Ads"): created with their picture, link or article, place and window;
 * paused and resumed; their figures per day (impressions, clicks, click rate) as JSON and CSV; articles closed to
 * ads (advClosed) and opened again.
 */
export const adRoutes = [
  editorRoute({
    method: 'POST',
    path: 'ads',
    status: 201,
    input: newAd,
    async handle(ctx, input) {
      await storedPictures(ctx, [input.picture]);
      if (input.articleId !== undefined) await articleId(ctx, { id: String(input.articleId) });
      const id = await insertAd(ctx.db, {
        advertiser: input.advertiser,
        title: input.title,
        pictureRef: input.picture,
        link: input.link ?? '',
        articleId: input.articleId ?? null,
        placement: input.placement,
        columnId: input.columnId ?? null,
        position: input.position,
        adOrder: input.adOrder,
        startAt: input.startTime,
        endAt: input.endTime,
        pageTime: input.placement === 'startPage' ? input.pageTime : 0,
        createdAt: ctx.clock.now(),
      });
      ctx.changes.notify();
      return { id };
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'ads/:id',
    input: z.object({}),
    async handle(ctx, _input, params) {
      const ad = await adById(ctx.db, pathId(params, 'ad'));
      if (!ad) throw new EditorError(404, 'no such ad');
      return adAnswer(ad);
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'ads/:id/pause',
    input: z.object({}),
    handle: (ctx, _input, params) => setPaused(ctx, pathId(params, 'ad'), true),
  }),
  editorRoute({
    method: 'POST',
    path: 'ads/:id/resume',
    input: z.object({}),
    handle: (ctx, _input, params) => setPaused(ctx, pathId(params, 'ad'), false),
  }),
  editorRoute({
    method: 'GET',
    path: 'ad-figures',
    input: figuresQuery,
    async handle(ctx, input) {
      return { figures: await figuresOf(ctx, input) };
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'ad-figures.csv',
    input: figuresQuery,
    async handle(ctx, input) {
      const rows = await figuresOf(ctx, input);
      return new EditorFile(
        'text/csv; charset=utf-8',
        'ad-figures.csv',
        csvDocument([
          ['广告编号', '日期', '曝光', '点击', '点击率(%)'],
          ...rows.map((f) => [f.advId, f.day, f.impressions, f.clicks, f.clickRate]),
        ]),
      );
    },
  }),
  editorRoute({
    method: 'PUT',
    path: 'ad-free-articles/:id',
    input: z.object({}),
    async handle(ctx, _input, params) {
      const id = await articleId(ctx, params);
      await ctx.db.insert(adFreeArticles).values({ fileId: id }).onConflictDoNothing();
      ctx.changes.notify();
      return { id, advClosed: 1 };
    },
  }),
  editorRoute({
    method: 'DELETE',
    path: 'ad-free-articles/:id',
    input: z.object({}),
    async handle(ctx, _input, params) {
      const id = await articleId(ctx, params);
      await ctx.db.delete(adFreeArticles).where(eq(adFreeArticles.fileId, id));
      ctx.changes.notify();
      return { id, advClosed: 0 };
    },
  }),
];
