import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { articles } from './article.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Every article's search document: its title (weight A), author (B) and body text (C) cut into tokens by the SQL
 * function search_vector (migration 0004: Chinese as overlapping pairs of characters, other scripts as words), kept
 * in step with `articles` by a trigger. A table of its own so that reading an article never carries its document.
 */
export const articleSearch = pgTable(
  'article_search',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
  },
  (t) => [index('article_search_document_idx').using('gin', t.document)],
);

/** The search page's hot words (searchWordDely), in the newsroom's order. */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  position: integer('position').notNull(),
});
