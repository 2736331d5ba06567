import { and, asc, count, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  articles,
  shortVideoCategories,
  shortVideos,
  type ArticleRow,
  type ShortVideoCategoryRow,
  type ShortVideoRow,
} from '../../db/schema/index.ts';

/** A short video as its calls answer it: the article (without its body), its filing and its category. */
export type ShortVideo = {
  article: Omit<ArticleRow, 'content'>;
  video: ShortVideoRow;
  category: ShortVideoCategoryRow;
};

const { content: _content, ...listedColumns } = getTableColumns(articles);
const published = eq(articles.status, 1);
/** A category's order: newest first, the id breaking ties. */
const newestFirst = [desc(articles.publishedAt), desc(articles.fileId)];

const videos = (db: Db) =>
  db
    .select({ article: listedColumns, video: shortVideos, category: shortVideoCategories })
    .from(shortVideos)
    .innerJoin(articles, eq(articles.fileId, shortVideos.fileId))
    .innerJoin(shortVideoCategories, eq(shortVideoCategories.id, shortVideos.categoryId));

/** The categories in the newsroom's order, with how many published videos each holds. */
export async function categories(db: Db): Promise<(ShortVideoCategoryRow & { videos: number })[]> {
  const counted = db
    .select({ categoryId: shortVideos.categoryId, n: count().as('n') })
    .from(shortVideos)
    .innerJoin(articles, eq(articles.fileId, shortVideos.fileId))
    .where(published)
    .groupBy(shortVideos.categoryId)
    .as('counted');
  const rows = await db
    .select({ category: shortVideoCategories, n: counted.n })
    .from(shortVideoCategories)
    .leftJoin(counted, eq(counted.categoryId, shortVideoCategories.id))
    .orderBy(asc(shortVideoCategories.position), asc(shortVideoCategories.id));
  return rows.map((r) => ({ ...r.category, videos: Number(r.n ?? 0) }));
}

export async function categoryById(db: Db, id: number): Promise<ShortVideoCategoryRow | undefined> {
  const [row] = await db.select().from(shortVideoCategories).where(eq(shortVideoCategories.id, id)).limit(1);
  return row;
}

/** A published short video, or undefined (unknown, not a short video, or not published). */
export async function shortVideo(db: Db, fileId: number): Promise<ShortVideo | undefined> {
  const [row] = await videos(db)
    .where(and(eq(shortVideos.fileId, fileId), published))
    .limit(1);
  return row;
}

/** One page of a category, newest first, and whether more follow. */
export async function inCategory(
  db: Db,
  categoryId: number,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: ShortVideo[]; hasMore: boolean }> {
  const rows = await videos(db)
    .where(and(eq(shortVideos.categoryId, categoryId), published))
    .orderBy(...newestFirst)
    .limit(limit + 1)
    .offset(offset);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/**
 * The videos before and after one in its category's order (newest first), nearest first: what a swipe down
 * (`previous`, newer) and up (`next`, older) reaches.
 */
export async function around(
  db: Db,
  of: ShortVideo,
  limit: number,
): Promise<{ previous: ShortVideo[]; next: ShortVideo[] }> {
  const key = sql`(${articles.publishedAt}, ${articles.fileId})`;
  const at = sql`(${of.article.publishedAt}, ${of.article.fileId})`;
  const inItsCategory = (side: SQL) => and(eq(shortVideos.categoryId, of.video.categoryId), published, side);
  const [previous, next] = await Promise.all([
    videos(db)
      .where(inItsCategory(sql`${key} > ${at}`))
      .orderBy(asc(articles.publishedAt), asc(articles.fileId))
      .limit(limit),
    videos(db)
      .where(inItsCategory(sql`${key} < ${at}`))
      .orderBy(...newestFirst)
      .limit(limit),
  ]);
  return { previous, next };
}

/** Others of its category, most liked first, then the newest; other categories' when its own has too few. */
export const related = (db: Db, of: ShortVideo, limit: number) =>
  videos(db)
    .where(and(published, ne(shortVideos.fileId, of.video.fileId)))
    .orderBy(
      desc(sql`${shortVideos.categoryId} = ${of.video.categoryId}`),
      desc(articles.countPraise),
      ...newestFirst,
    )
    .limit(limit);
