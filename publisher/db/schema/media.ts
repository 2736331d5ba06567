import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { articles } from './article.ts';

/**
 * An article's audio (the detail's `音频文件` and `音频标题` extension fields, PUBLISHER_API §9): any article type may
 * carry one. A table of its own, so the media area is seeded (and an existing data folder gains it) on its own.
 */
export const articleAudio = pgTable('article_audio', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => articles.fileId, { onDelete: 'cascade' }),
  /** a site path (`/media/audio/tone1.m4a`) or an absolute address */
  url: text('url').notNull(),
  title: text('title').notNull(),
  /** seconds */
  duration: integer('duration').notNull(),
});

export type ArticleAudioRow = typeof articleAudio.$inferSelect;
