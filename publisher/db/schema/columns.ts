import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const columns = pgTable(
  'columns',
  {
    columnId: integer('column_id').primaryKey(),
    parentId: integer('parent_id').notNull(),
    name: text('name').notNull(),
    casNames: text('cas_names').notNull(),
    columnType: text('column_type').notNull(),
    columnStyle: text('column_style').notNull(),
    topCount: integer('top_count').notNull(),
    orderId: integer('order_id').notNull(),
    level: integer('level').notNull(),
    iconRef: text('icon_ref'),
    description: text('description').notNull(),
    linkUrl: text('link_url').notNull(),
    lang: text('lang').notNull(),
  },
  (t) => [index('columns_parent_idx').on(t.parentId, t.orderId)],
);

export type ColumnRow = typeof columns.$inferSelect;
