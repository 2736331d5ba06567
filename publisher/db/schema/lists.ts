import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** An article can sit in several columns (home carries picks from the others); pinned items lead and feed the carousel. */
export const columnArticles = pgTable(
  'column_articles',
  {
    columnId: integer('column_id').notNull(),
    fileId: integer('file_id').notNull(),
    pinned: integer('pinned').notNull(),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.columnId, t.fileId] }),
    index('column_articles_order_idx').on(t.columnId, t.pinned, t.publishedAt, t.fileId),
  ],
);

export const modules = pgTable(
  'modules',
  {
    moduleId: integer('module_id').primaryKey(),
    columnId: integer('column_id').notNull(),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    showMore: integer('show_more').notNull(),
    displayStyle: integer('display_style').notNull(),
    /** The column's topModule rather than one of its modules[]. */
    isTopModule: integer('is_top_module').notNull(),
    cmDisplayStyle: integer('cm_display_style').notNull(),
    fileIds: jsonb('file_ids').$type<number[]>().notNull(),
    reporterIds: jsonb('reporter_ids').$type<number[]>().notNull(),
  },
  (t) => [index('modules_column_idx').on(t.columnId)],
);

export type ModuleRow = typeof modules.$inferSelect;
