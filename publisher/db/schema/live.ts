import { bigint, index, integer, jsonb, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A live room (spec §3 Live; PUBLISHER_API §4.5): `id` is the topic id that lists carry as `linkID` and that ends
 * the liveDetail URL; its title, status (`articles.live_status`) and video config live on the list article `fileId`.
 */
export const lives = pgTable('lives', {
  id: integer('id').primaryKey(),
  fileId: integer('file_id').notNull().unique(),
  startTime: bigint('start_time', { mode: 'number' }).notNull(),
});

/**
 * Every write to a report takes the next value, across processes: a reader back from a gap asks for the reports
 * whose version is above the last one it saw (edits and removals included), so nothing is lost or doubled.
 */
export const liveReportVersion = pgSequence('live_report_version');

export const liveReports = pgTable(
  'live_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 400_001 }),
    liveId: integer('live_id').notNull(),
    content: text('content').notNull(),
    /** stored picture refs (`images.ref`), shown in order */
    pics: jsonb('pics').$type<string[]>().notNull(),
    author: text('author').notNull(),
    isTop: integer('is_top').notNull(),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    /** removed reports stay as tombstones so a catching-up reader learns of the removal */
    removed: integer('removed').notNull(),
  },
  (t) => [
    index('live_reports_live_idx').on(t.liveId, t.publishedAt),
    index('live_reports_version_idx').on(t.liveId, t.version),
  ],
);

/** Where a chat message stands (the moderation pipeline): only public ones are shown and pushed. */
export const LIVE_DISCUSS_STATUS = { held: 0, public: 1, rejected: 2 } as const;
export type LiveDiscussStatus = (typeof LIVE_DISCUSS_STATUS)[keyof typeof LIVE_DISCUSS_STATUS];

/** Chat messages (live_discuss) by members. */
export const liveDiscuss = pgTable(
  'live_discuss',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 450_001 }),
    liveId: integer('live_id').notNull(),
    uid: integer('uid').notNull(),
    nickname: text('nickname').notNull(),
    content: text('content').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    status: integer('status').$type<LiveDiscussStatus>().notNull().default(LIVE_DISCUSS_STATUS.public),
  },
  (t) => [
    index('live_discuss_live_idx').on(t.liveId, t.id),
    // a member's public page (memberView) reads their messages newest first
    index('live_discuss_member_idx').on(t.uid, t.createdAt),
  ],
);

/** The socket tokens' signing key, made once and shared by every publisher process on this database. */
export const socketKeys = pgTable('socket_keys', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
});

export type LiveRow = typeof lives.$inferSelect;
export type LiveReportRow = typeof liveReports.$inferSelect;
export type LiveDiscussRow = typeof liveDiscuss.$inferSelect;
