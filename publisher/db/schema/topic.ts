import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The topic area: collections of articles around a subject. Special topics (专题) are columns with sub-columns
 * (columns.ts); these are the others: tags with ids (an article's tags are names, articles.tags), report sets
 * (报道集, personageReports) and hot-point time axes (热点详情, timeline).
 */
export const tags = pgTable('tags', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** A report set: a person or subject with the articles about them, in the newsroom's order. */
export const reportSets = pgTable('report_sets', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  duty: text('duty').notNull(),
  description: text('description').notNull(),
  photoRef: text('photo_ref'),
  fileIds: jsonb('file_ids').$type<number[]>().notNull(),
});

export const timelines = pgTable('timelines', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  picRef: text('pic_ref'),
});

/** One dated entry on a time axis; `fileId` (0: none) the article that tells more. */
export const timelineEntries = pgTable(
  'timeline_entries',
  {
    id: integer('id').primaryKey(),
    timelineId: integer('timeline_id').notNull(),
    happenedAt: bigint('happened_at', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    fileId: integer('file_id').notNull(),
  },
  (t) => [index('timeline_entries_timeline_idx').on(t.timelineId, t.happenedAt)],
);

export type ReportSetRow = typeof reportSets.$inferSelect;
export type TimelineRow = typeof timelines.$inferSelect;
export type TimelineEntryRow = typeof timelineEntries.$inferSelect;
