import { bigint, boolean, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { articles } from './article.ts';

/**
 * Where an ad stands (docs/ads.md): `feed` among a column's list items (at `position`, then `adOrder`), `column`
 * the banner at a column's head, `article` under an article's body (of one column's articles, or every article when
 * `columnId` is null), `startPage` the full-screen picture shown when home is opened (开屏).
 */
export type AdPlacement = 'feed' | 'column' | 'article' | 'startPage';
export const AD_PLACEMENTS = ['feed', 'column', 'article', 'startPage'] as const;

/**
 * An ad the newsroom sells: the advertiser's picture (a stored picture ref) and either its link (http/https) or an
 * article of the site (`articleId`), shown from `startAt` to `endAt` (epoch ms) unless paused.
 */
export const ads = pgTable(
  'ads',
  {
    advId: integer('adv_id').primaryKey(),
    advertiser: text('advertiser').notNull(),
    title: text('title').notNull(),
    pictureRef: text('picture_ref').notNull(),
    /** the advertiser's page; '' when the ad opens `articleId` */
    link: text('link').notNull(),
    articleId: integer('article_id').references(() => articles.fileId, { onDelete: 'set null' }),
    placement: text('placement').$type<AdPlacement>().notNull(),
    /** feed and column: the column; article: the column whose articles carry it (null: every article) */
    columnId: integer('column_id'),
    /** feed: the ad stands after this many list items */
    position: integer('position').notNull(),
    /** the order of ads at one position (and of start pages) */
    adOrder: integer('ad_order').notNull(),
    startAt: bigint('start_at', { mode: 'number' }).notNull(),
    endAt: bigint('end_at', { mode: 'number' }).notNull(),
    /** startPage: seconds it stays before it leaves by itself */
    pageTime: integer('page_time').notNull(),
    paused: boolean('paused').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('ads_placement_idx').on(t.placement, t.columnId)],
);

/** One ad's figures on one Beijing day (YYYY-MM-DD): impressions and clicks, each reader counted once. */
export const adDays = pgTable(
  'ad_days',
  {
    advId: integer('adv_id')
      .notNull()
      .references(() => ads.advId, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    impressions: integer('impressions').notNull(),
    clicks: integer('clicks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.advId, t.day] })],
);

/**
 * Who was counted for an ad on a day (`kind` 0 an impression, 1 a click): the member, the issued device or the
 * address (app-if/article/counts.ts readerOf), so a reader, a refresh or a loop counts once a day.
 */
export const adReaders = pgTable(
  'ad_readers',
  {
    advId: integer('adv_id')
      .notNull()
      .references(() => ads.advId, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    reader: text('reader').notNull(),
    kind: smallint('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.advId, t.day, t.reader, t.kind] })],
);

/** Articles that carry no ads (the article's `advClosed`: an obituary, a paid notice). */
export const adFreeArticles = pgTable('ad_free_articles', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => articles.fileId, { onDelete: 'cascade' }),
});

export type AdRow = typeof ads.$inferSelect;
