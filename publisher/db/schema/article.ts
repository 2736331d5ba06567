import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const reporters = pgTable('reporters', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  duty: text('duty').notNull(),
  description: text('description').notNull(),
  photoRef: text('photo_ref').notNull(),
});

/** Byline roles, keyed by the wire names of PUBLISHER_API §4.3 (liability = responsible editor, …). */
export type Credits = Partial<Record<string, string>>;

export type BodyImage = { ref: string; summary: string };
export type LiveConfig = {
  videos: { appLiveUrl: string; appPlaybackUrl: string; playbackUrls: string[] }[];
  users: string[];
  appBannerRef: string | null;
};

export const articles = pgTable(
  'articles',
  {
    fileId: integer('file_id').primaryKey(),
    columnId: integer('column_id').notNull(),
    articleType: integer('article_type').notNull(),
    /** aStatus: 1 published; anything else is a draft seen only in preview. */
    status: integer('status').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    listTitle: text('list_title').notNull(),
    subTitle: text('sub_title').notNull(),
    leadTitle: text('lead_title').notNull(),
    abstract: text('abstract').notNull(),
    content: text('content').notNull(),
    source: text('source').notNull(),
    author: text('author').notNull(),
    credits: jsonb('credits').$type<Credits>().notNull(),
    reporterIds: jsonb('reporter_ids').$type<number[]>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    mark: text('mark').notNull(),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
    titleImageRef: text('title_image_ref'),
    picRatio: text('pic_ratio').notNull(),
    picType: integer('pic_type').notNull(),
    bodyImages: jsonb('body_images').$type<BodyImage[]>().notNull(),
    videoUrl: text('video_url').notNull(),
    duration: integer('duration').notNull(),
    linkId: integer('link_id').notNull(),
    url: text('url').notNull(),
    liveStatus: integer('live_status').notNull(),
    liveConfig: jsonb('live_config').$type<LiveConfig | null>(),
    shareClosed: integer('share_closed').notNull(),
    discussClosed: integer('discuss_closed').notNull(),
    countClick: integer('count_click').notNull(),
    countPraise: integer('count_praise').notNull(),
    countShare: integer('count_share').notNull(),
    countDiscuss: integer('count_discuss').notNull(),
  },
  (t) => [
    index('articles_column_idx').on(t.columnId, t.publishedAt),
    index('articles_click_idx').on(t.countClick),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
export type ReporterRow = typeof reporters.$inferSelect;
