import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { articles } from './article.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Every article's search document: its title (weight A), author (B) and body text (C) cut into tokens by the SQL
 * function search_vector (migration 0004: Chinese as overlapping pairs of characters, other scripts as words), kept
 * in step with `articles` by a trigger. A table of its own so that reading an article never carries its document.
 * `document` finds (GIN); `head` (title, author and the body's first words: small enough to stay in the row) ranks;
 * status, type and time are copies of the article's, so a search's every match is ranked and filtered from this
 * table alone and only the asked page's articles are read (docs/adr-search.md).
 */
export const articleSearch = pgTable(
  'article_search',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    head: tsvector('head')
      .notNull()
      .default(sql`''::tsvector`),
    status: integer('status').notNull().default(0),
    articleType: integer('article_type').notNull().default(0),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull().default(0),
  },
  // fastupdate off: PGlite runs no autovacuum, so GIN's pending list would never be merged and every search would
  // read all of it (at ten times the demo it made the index costlier than reading every document).
  (t) => [index('article_search_document_idx').using('gin', t.document).with({ fastupdate: false })],
);

/** The search page's hot words (searchWordDely), in the newsroom's order. */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  position: integer('position').notNull(),
});
