import { bigint, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One analytics send-record (spec §3 "Analytics record", §7 send-record) as the collector received it: what
 * happened (`dataType`: open article 1000005, share 1000009, comment 1000013, like 1000002) to which article, from
 * where (`platform` spec §9 codes, `channel` the event channel, `shareChannel` the share channel when there is one).
 * The collector stands in for the publisher's big-data host (publisher/analytics/); rows are only ever appended.
 */
export const analyticsRecords = pgTable(
  'analytics_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dataType: integer('data_type').notNull(),
    articleId: integer('article_id').notNull(),
    platform: integer('platform').notNull(),
    channel: integer('channel').notNull(),
    shareChannel: integer('share_channel'),
    deviceId: text('device_id').notNull(),
    userUuid: text('user_uuid').notNull(),
    refer: text('refer').notNull(),
    actionTime: bigint('action_time', { mode: 'number' }).notNull(),
    receivedAt: bigint('received_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('analytics_records_article').on(t.articleId, t.dataType)],
);

/** One field measurement of a page's speed (web vitals: LCP, INP, CLS, TTFB) from a real reader's browser. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    pageType: text('page_type').notNull(),
    path: text('path').notNull(),
    receivedAt: bigint('received_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('web_vitals_page').on(t.pageType, t.name)],
);
