import { and, asc, count, desc, eq, getTableColumns, inArray, like, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  articles,
  paperArticles,
  paperLayouts,
  papers,
  type ArticleRow,
  type PaperArticleRow,
  type PaperLayoutRow,
  type PaperRow,
} from '../../db/schema/index.ts';

/** A printed article as a page lists it: the article without its body, and its place on the page. */
export type PrintedArticle = { article: Omit<ArticleRow, 'content'>; place: PaperArticleRow };
/** A page of an issue with its published articles in reading order. */
export type PrintedPage = { layout: PaperLayoutRow; articles: PrintedArticle[] };

const { content: _content, ...listedColumns } = getTableColumns(articles);
const published = eq(articles.status, 1);

export const allPapers = (db: Db): Promise<PaperRow[]> =>
  db.select().from(papers).orderBy(asc(papers.position), asc(papers.id));

export async function paperById(db: Db, id: number): Promise<PaperRow | undefined> {
  const [row] = await db.select().from(papers).where(eq(papers.id, id)).limit(1);
  return row;
}

/** When the newest issue (of one paper, or of any) was published, in epoch ms: the answers' `version`. */
export async function latestPublished(db: Db, paperId?: number): Promise<number> {
  const [row] = await db
    .select({ at: max(paperLayouts.publishedAt) })
    .from(paperLayouts)
    .where(paperId === undefined ? undefined : eq(paperLayouts.paperId, paperId));
  return Number(row?.at ?? 0);
}

/** The days a paper has an issue, newest first (`yyyyMMdd`); `month` (`yyyyMM`) keeps one month's. */
export async function issueDates(
  db: Db,
  paperId: number,
  { start = 0, count: limit = 366, month }: { start?: number; count?: number; month?: string } = {},
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: paperLayouts.date })
    .from(paperLayouts)
    .where(and(eq(paperLayouts.paperId, paperId), month ? like(paperLayouts.date, `${month}%`) : undefined))
    .orderBy(desc(paperLayouts.date))
    .limit(limit)
    .offset(start);
  return rows.map((r) => r.date);
}

export async function latestDate(db: Db, paperId: number): Promise<string | undefined> {
  const [date] = await issueDates(db, paperId, { count: 1 });
  return date;
}

/** The pages matching `where` with their published articles, pages in 版次 order, articles in reading order. */
async function pagesWhere(db: Db, where: SQL | undefined): Promise<PrintedPage[]> {
  const layouts = await db.select().from(paperLayouts).where(where).orderBy(asc(paperLayouts.number));
  if (layouts.length === 0) return [];
  const rows = await db
    .select({ article: listedColumns, place: paperArticles })
    .from(paperArticles)
    .innerJoin(articles, eq(articles.fileId, paperArticles.fileId))
    .where(
      and(
        inArray(
          paperArticles.layoutId,
          layouts.map((l) => l.id),
        ),
        published,
      ),
    )
    .orderBy(asc(paperArticles.layoutId), asc(paperArticles.position));
  return layouts.map((layout) => ({ layout, articles: rows.filter((r) => r.place.layoutId === layout.id) }));
}

/** One day's issue of a paper, page by page ([] when it has none that day). */
export const edition = (db: Db, paperId: number, date: string) =>
  pagesWhere(db, and(eq(paperLayouts.paperId, paperId), eq(paperLayouts.date, date)));

export async function page(db: Db, layoutId: number): Promise<PrintedPage | undefined> {
  const [found] = await pagesWhere(db, eq(paperLayouts.id, layoutId));
  return found;
}

/** How many pages the issue a page belongs to has (the front page's 今日 N 版). */
export async function issuePages(db: Db, layout: PaperLayoutRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paperLayouts)
    .where(and(eq(paperLayouts.paperId, layout.paperId), eq(paperLayouts.date, layout.date)));
  return row?.n ?? 0;
}

/** Where a printed article sits: its place, its page and its paper; undefined for an article not in the paper. */
export async function placeOf(
  db: Db,
  fileId: number,
): Promise<{ place: PaperArticleRow; layout: PaperLayoutRow; paper: PaperRow } | undefined> {
  const [row] = await db
    .select({ place: paperArticles, layout: paperLayouts, paper: papers })
    .from(paperArticles)
    .innerJoin(paperLayouts, eq(paperLayouts.id, paperArticles.layoutId))
    .innerJoin(papers, eq(papers.id, paperLayouts.paperId))
    .where(eq(paperArticles.fileId, fileId))
    .limit(1);
  return row;
}

/** The words of a search, at most eight: each must be somewhere in the article. */
const MAX_WORDS = 8;

/**
 * The printed articles holding every word of `key` (split at spaces; Chinese matches inside words, as a reader
 * expects of 湖 in 青岚湖) in their titles or body, in one paper and, when `date` is given, in one issue: newest issue
 * first, then in page and reading order. The paper is not in the site's search index (migration 0024): an issue is a
 * few dozen articles and the paper a few thousand, which a scan reads at once.
 */
export async function searchPrinted(
  db: Db,
  q: { key: string; paperId: number; date?: string; start: number; count: number },
): Promise<{ rows: (PrintedArticle & { layout: PaperLayoutRow })[]; hasMore: boolean }> {
  const text = sql`lower(${articles.title} || ' ' || ${articles.leadTitle} || ' ' || ${articles.subTitle} || ' ' ||
    regexp_replace(${articles.content}, '<[^>]*>', ' ', 'g'))`;
  const words = q.key.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const rows = await db
    .select({ article: listedColumns, place: paperArticles, layout: paperLayouts })
    .from(paperArticles)
    .innerJoin(paperLayouts, eq(paperLayouts.id, paperArticles.layoutId))
    .innerJoin(articles, eq(articles.fileId, paperArticles.fileId))
    .where(
      and(
        eq(paperLayouts.paperId, q.paperId),
        q.date ? eq(paperLayouts.date, q.date) : undefined,
        published,
        ...words.map((word) => sql`strpos(${text}, ${word}) > 0`),
      ),
    )
    .orderBy(desc(paperLayouts.date), asc(paperLayouts.number), asc(paperArticles.position))
    .limit(q.count + 1)
    .offset(q.start);
  return { rows: rows.slice(0, q.count), hasMore: rows.length > q.count };
}
