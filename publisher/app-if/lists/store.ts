import { and, count, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { ContentChanges } from '../../changes.ts';
import type { Db } from '../../db/client.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import { articles, columnArticles, modules, type ArticleRow, type ModuleRow } from '../../db/schema/index.ts';
import { ID_RANGES } from '../../seed/areas.ts';

export const PAGE_SIZE = 20;

/** A module a test hook adds to a column: article cards of any kept type but people (7). */
export type NewModule = {
  columnId: number;
  type: number;
  name: string;
  position?: number;
  displayStyle: number;
  fileIds: number[];
};

export type ListStore = {
  /** One page of a column: pinned first, then newest. `lastFileId` (when found in the column) wins over `page`. */
  columnPage: (
    columnId: number,
    lastFileId: number,
    page: number,
  ) => Promise<{ rows: ArticleRow[]; hasMore: boolean; totalCount: number }>;
  /** The published ones of `fileIds`, in that order. */
  articlesByIds: (fileIds: number[]) => Promise<ArticleRow[]>;
  modules: (columnId: number) => Promise<ModuleRow[]>;
  module: (moduleId: number) => Promise<ModuleRow | undefined>;
  hot: (columnId: number) => Promise<ArticleRow[]>;
  /** Live items (type 6) that are on air now, newest first. */
  liveNow: () => Promise<ArticleRow[]>;
  related: (article: ArticleRow, limit: number) => Promise<ArticleRow[]>;
  /** Writes a module under the next free moduleId (last in its column unless `position` says) and returns it. */
  insertModule: (module: NewModule) => Promise<number>;
};

/**
 * Lists of published content. Modules are cached per column until a write changes them; pages, hot and live lists
 * are not cached here: the answers built from them are (app-if/serve.ts), and a second layer would only add its lag
 * to theirs.
 */
export function listStore(db: Db, changes: ContentChanges): ListStore {
  const moduleCache = new Map<number, Promise<ModuleRow[]>>();
  const queue = writeQueue();
  const published = eq(articles.status, 1);

  return {
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
    async insertModule(module) {
      const moduleId = await queue(() =>
        db.transaction(async (tx) => {
          const id = await nextId(tx as unknown as Db, modules.moduleId, ID_RANGES.lists.moduleId.first);
          const [last] = await tx
            .select({ position: max(modules.position) })
            .from(modules)
            .where(eq(modules.columnId, module.columnId));
          await tx.insert(modules).values({
            moduleId: id,
            columnId: module.columnId,
            type: module.type,
            name: module.name,
            position: module.position ?? (last?.position ?? -1) + 1,
            showMore: 1,
            displayStyle: module.displayStyle,
            isTopModule: 0,
            cmDisplayStyle: 0,
            fileIds: module.fileIds,
            reporterIds: [],
          });
          return id;
        }),
      );
      moduleCache.delete(module.columnId);
      changes.notify();
      return moduleId;
    },
  };
}
