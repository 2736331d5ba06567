import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Leader pages (leaderView, PUBLISHER_API §4.9's people module fields). */
export const leaders = pgTable('leaders', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  duty: text('duty').notNull(),
  description: text('description').notNull(),
  photoRef: text('photo_ref').notNull(),
  position: integer('position').notNull(),
});

/** The reports about a leader's activities: articles of the article area. */
export const leaderArticles = pgTable(
  'leader_articles',
  {
    leaderId: integer('leader_id').notNull(),
    fileId: integer('file_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.leaderId, t.fileId] }), index('leader_articles_file_idx').on(t.fileId)],
);

export type LeaderRow = typeof leaders.$inferSelect;
