import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { articles } from './article.ts';

/** The short-video service's categories (its category list), in the newsroom's order. */
export const shortVideoCategories = pgTable('short_video_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/**
 * A short vertical video. The video itself is an `articles` row of type 2 (title, poster, film address, duration,
 * author, counts, likes and comments, as any article's); this row files it in its category, newest first by the
 * article's publish time, with the pixel size of its film.
 */
export const shortVideos = pgTable(
  'short_videos',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => shortVideoCategories.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('short_videos_category_idx').on(t.categoryId)],
);

export type ShortVideoCategoryRow = typeof shortVideoCategories.$inferSelect;
export type ShortVideoRow = typeof shortVideos.$inferSelect;
