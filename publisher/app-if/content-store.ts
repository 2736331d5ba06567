import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ttlCache } from '../cache.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { articles, columnArticles, columns, images, modules, reporters } from '../db/schema.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ColumnRow = typeof columns.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
export type ReporterRow = typeof reporters.$inferSelect;

export const PAGE_SIZE = 20;

export type CountField = 'countClick' | 'countPraise' | 'countShare';

/** The pixel size of an original picture (the `images` recipe it is drawn from). */
export type ImageSize = { width: number; height: number };

/** A new published article and the columns it is listed in (the test hook writes these). */
export type NewArticle = Omit<typeof articles.$inferInsert, 'fileId'>;

export type ContentStore = {
  columns: () => Promise<ColumnRow[]>;
  column: (columnId: number) => Promise<ColumnRow | undefined>;
  /** One page of a column: pinned first, then newest. `lastFileId` (when found in the column) wins over `page`. */
  columnPage: (
    columnId: number,
    lastFileId: number,
    page: number,
  ) => Promise<{ rows: ArticleRow[]; hasMore: boolean; totalCount: number }>;
  article: (fileId: number) => Promise<ArticleRow | undefined>;
  articlesByIds: (fileIds: number[]) => Promise<ArticleRow[]>;
  modules: (columnId: number) => Promise<ModuleRow[]>;
  module: (moduleId: number) => Promise<ModuleRow | undefined>;
  reporters: () => Promise<ReporterRow[]>;
  hot: (columnId: number) => Promise<ArticleRow[]>;
  /** Live items (type 6) that are on air now, newest first. */
  liveNow: () => Promise<ArticleRow[]>;
  related: (article: ArticleRow, limit: number) => Promise<ArticleRow[]>;
  bump: (fileId: number, field: CountField) => Promise<boolean>;
  /** Original sizes of the pictures named (refs not found are left out). */
  imageSizes: (refs: string[]) => Promise<Map<string, ImageSize>>;
  /**
   * Writes an article under the next free fileId and lists it in `columnIds` (its own column first), in one
   * transaction; returns the fileId. Tells every `onChange` listener, so cached answers do not hide it.
   */
  insertArticle: (article: NewArticle, columnIds: number[]) => Promise<number>;
  /** Called after every content write that lists or answers built earlier may not show. */
  onChange: (listener: () => void) => void;
};

/**
 * Reads of published content. Structure (columns, modules, reporters) is cached until restart (this issue has no
 * write path for it); single articles for a few seconds (dropped on every count write, so getArticleCounts is exact).
 * Pages, hot and live lists are not cached here: the answers built from them are (app-if/routes.ts), and a second
 * layer would only add its lag to theirs.
 */
export function contentStore(db: Db, clock: Clock): ContentStore {
  const now = () => clock.now();
  let columnCache: Promise<ColumnRow[]> | null = null;
  let reporterCache: Promise<ReporterRow[]> | null = null;
  const moduleCache = new Map<number, Promise<ModuleRow[]>>();
  const details = ttlCache<ArticleRow | null>({ ttlMs: 5_000, maxEntries: 5_000, now });
  // Picture recipes never change once written: sizes are kept until restart.
  const sizes = new Map<string, ImageSize>();
  const listeners: (() => void)[] = [];
  // Inserts take the next fileId; one at a time in this process so two never pick the same one.
  let writing: Promise<unknown> = Promise.resolve();

  const published = eq(articles.status, 1);

  const store: ContentStore = {
    columns: () => (columnCache ??= db.select().from(columns).orderBy(columns.parentId, columns.orderId)),
    async column(columnId) {
      return (await store.columns()).find((c) => c.columnId === columnId);
    },
    async columnPage(columnId, lastFileId, page) {
      const inColumn = and(eq(columnArticles.columnId, columnId), published);
      let cursor = undefined;
      let offset = page * PAGE_SIZE;
      if (lastFileId > 0) {
        const [at] = await db
          .select()
          .from(columnArticles)
          .where(and(eq(columnArticles.columnId, columnId), eq(columnArticles.fileId, lastFileId)));
        if (at) {
          cursor = sql`(${columnArticles.pinned}, ${columnArticles.publishedAt}, ${columnArticles.fileId}) < (${at.pinned}, ${at.publishedAt}, ${at.fileId})`;
          offset = 0;
        }
      }
      const rows = await db
        .select({ article: articles })
        .from(columnArticles)
        .innerJoin(articles, eq(articles.fileId, columnArticles.fileId))
        .where(cursor ? and(inColumn, cursor) : inColumn)
        .orderBy(desc(columnArticles.pinned), desc(columnArticles.publishedAt), desc(columnArticles.fileId))
        .limit(PAGE_SIZE + 1)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(columnArticles)
        .innerJoin(articles, eq(articles.fileId, columnArticles.fileId))
        .where(inColumn);
      return {
        rows: rows.slice(0, PAGE_SIZE).map((r) => r.article),
        hasMore: rows.length > PAGE_SIZE,
        totalCount: total?.n ?? 0,
      };
    },
    async article(fileId) {
      const cached = details.get(String(fileId));
      if (cached !== undefined) return cached ?? undefined;
      const [row] = await db.select().from(articles).where(eq(articles.fileId, fileId)).limit(1);
      details.set(String(fileId), row ?? null);
      return row;
    },
    async articlesByIds(fileIds) {
      if (fileIds.length === 0) return [];
      const rows = await db
        .select()
        .from(articles)
        .where(and(inArray(articles.fileId, fileIds), published));
      const byId = new Map(rows.map((r) => [r.fileId, r]));
      return fileIds.map((id) => byId.get(id)).filter((r): r is ArticleRow => r !== undefined);
    },
    modules(columnId) {
      let hit = moduleCache.get(columnId);
      if (!hit) {
        hit = db.select().from(modules).where(eq(modules.columnId, columnId)).orderBy(modules.position);
        moduleCache.set(columnId, hit);
      }
      return hit;
    },
    async module(moduleId) {
      const [row] = await db.select().from(modules).where(eq(modules.moduleId, moduleId)).limit(1);
      return row;
    },
    reporters: () => (reporterCache ??= db.select().from(reporters).orderBy(reporters.id)),
    async hot(columnId) {
      return columnId === 0
        ? await db.select().from(articles).where(published).orderBy(desc(articles.countClick)).limit(10)
        : (
            await db
              .select({ article: articles })
              .from(columnArticles)
              .innerJoin(articles, eq(articles.fileId, columnArticles.fileId))
              .where(and(eq(columnArticles.columnId, columnId), published))
              .orderBy(desc(articles.countClick))
              .limit(10)
          ).map((r) => r.article);
    },
    liveNow() {
      return db
        .select()
        .from(articles)
        .where(and(published, eq(articles.articleType, 6), eq(articles.liveStatus, 1)))
        .orderBy(desc(articles.publishedAt))
        .limit(5);
    },
    related(article, limit) {
      return db
        .select()
        .from(articles)
        .where(and(eq(articles.columnId, article.columnId), published, ne(articles.fileId, article.fileId)))
        .orderBy(desc(articles.publishedAt))
        .limit(limit);
    },
    async bump(fileId, field) {
      const column = articles[field];
      const updated = await db
        .update(articles)
        .set({ [field]: sql`${column} + 1` })
        .where(eq(articles.fileId, fileId))
        .returning({ fileId: articles.fileId });
      details.delete(String(fileId));
      return updated.length > 0;
    },
    async imageSizes(refs) {
      const missing = [...new Set(refs)].filter((ref) => !sizes.has(ref));
      if (missing.length > 0) {
        const rows = await db
          .select({ ref: images.ref, width: images.width, height: images.height })
          .from(images)
          .where(inArray(images.ref, missing));
        for (const r of rows) sizes.set(r.ref, { width: r.width, height: r.height });
      }
      const found = new Map<string, ImageSize>();
      for (const ref of refs) {
        const size = sizes.get(ref);
        if (size) found.set(ref, size);
      }
      return found;
    },
    insertArticle(article, columnIds) {
      const run = writing.then(() =>
        db.transaction(async (tx) => {
          const [top] = await tx.select({ max: sql<number | null>`max(${articles.fileId})` }).from(articles);
          const fileId = Number(top?.max ?? 10000) + 1;
          await tx.insert(articles).values({ ...article, fileId });
          await tx.insert(columnArticles).values(
            [...new Set([article.columnId, ...columnIds])].map((columnId) => ({
              columnId,
              fileId,
              pinned: 0,
              publishedAt: article.publishedAt,
            })),
          );
          return fileId;
        }),
      );
      writing = run.catch(() => undefined);
      return run.then((fileId) => {
        details.delete(String(fileId));
        for (const listener of listeners) listener();
        return fileId;
      });
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
  return store;
}
