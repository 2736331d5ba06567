import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { articles } from './article.ts';

/** A printed paper of the publisher (Founder's getPapers): 青岚日报 in the demo. */
export const papers = pgTable('papers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** the short code Founder's addresses carry (`…/szb/<code>/…`) */
  code: text('code').notNull(),
  /** picture refs under /pic/: the small icon for a picker, the big one for an edition's head */
  iconSmallRef: text('icon_small_ref').notNull(),
  iconBigRef: text('icon_big_ref').notNull(),
  position: integer('position').notNull(),
});

/**
 * One page (版面, Founder's layout) of one day's issue: its 版次 `number` ("01"), its 版名 `name` ("要闻") and the
 * pixel size of its page image. The page image and its PDF are drawn from this row and its articles' areas
 * (publisher/paper/), so they always match the areas the interface sends.
 */
export const paperLayouts = pgTable(
  'paper_layouts',
  {
    id: integer('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    /** the day in Beijing time, `yyyyMMdd` as the wire spells it (sorts as a date) */
    date: text('date').notNull(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('paper_layouts_page_idx').on(t.paperId, t.date, t.number)],
);

/**
 * An article printed on a page. The article itself is an `articles` row, read as any article is (title, intro title
 * in `lead_title`, body, pictures, counts, comments); this row is only its place in the paper.
 */
export const paperArticles = pgTable(
  'paper_articles',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    layoutId: integer('layout_id')
      .notNull()
      .references(() => paperLayouts.id, { onDelete: 'cascade' }),
    /** reading order on the page */
    position: integer('position').notNull(),
    /** its area on the page: corner points [x, y] in percent of the page's width and height, clockwise */
    area: jsonb('area').$type<[number, number][]>().notNull(),
  },
  (t) => [index('paper_articles_layout_idx').on(t.layoutId, t.position)],
);

export type PaperRow = typeof papers.$inferSelect;
export type PaperLayoutRow = typeof paperLayouts.$inferSelect;
export type PaperArticleRow = typeof paperArticles.$inferSelect;
