import { and, eq, inArray, not, like, sql } from 'drizzle-orm';
import { ttlCache } from '../../cache.ts';
import type { ContentChanges } from '../../changes.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import {
  articleLikes,
  articles,
  columnArticles,
  images,
  reporters,
  type ArticleRow,
  type ReporterRow,
} from '../../db/schema/index.ts';
import { ID_RANGES } from '../../seed/areas.ts';

export type CountField = 'countClick' | 'countPraise' | 'countShare';

/** The pixel size of an original picture (the `images` recipe it is drawn from). */
export type ImageSize = { width: number; height: number };

/** A new published article (the test hook writes these). */
export type NewArticle = Omit<typeof articles.$inferInsert, 'fileId'>;

export type ArticleStore = {
  article: (fileId: number) => Promise<ArticleRow | undefined>;
  reporters: () => Promise<ReporterRow[]>;
  bump: (fileId: number, field: CountField) => Promise<boolean>;
  /**
   * A like by `liker` (`m<uid>` or `d<device>`): the like row and the article's countPraise in one transaction, so
   * a liker counts once however many times the like arrives. Answers whether this like was new and the count now.
   */
  like: (fileId: number, liker: string) => Promise<{ counted: boolean; countPraise: number }>;
  /** Original sizes of the pictures named (refs not found are left out). */
  imageSizes: (refs: string[]) => Promise<Map<string, ImageSize>>;
  /** `count` of the stored article pictures (not logos or portraits), always the same ones. */
  storedPictures: (count: number) => Promise<string[]>;
  /**
   * Writes an article under the next free fileId and lists it in `columnIds` (its own column first), in one
   * transaction; returns the fileId. Cached answers are dropped, so they do not hide it.
   */
  insertArticle: (article: NewArticle, columnIds: number[]) => Promise<number>;
};

/**
 * Articles and their bylines. Reporters are cached until restart (nothing writes them); single articles for a few
 * seconds (dropped on every count write, so getArticleCounts is exact).
 */
export function articleStore(db: Db, clock: Clock, changes: ContentChanges): ArticleStore {
  let reporterCache: Promise<ReporterRow[]> | null = null;
  const details = ttlCache<ArticleRow | null>({ ttlMs: 5_000, maxEntries: 5_000, now: () => clock.now() });
  // Picture recipes never change once written: sizes are kept until restart.
  const sizes = new Map<string, ImageSize>();
  const queue = writeQueue();

  return {
    async article(fileId) {
      const cached = details.get(String(fileId));
      if (cached !== undefined) return cached ?? undefined;
      const [row] = await db.select().from(articles).where(eq(articles.fileId, fileId)).limit(1);
      details.set(String(fileId), row ?? null);
      return row;
    },
    reporters: () => (reporterCache ??= db.select().from(reporters).orderBy(reporters.id)),
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
    async like(fileId, liker) {
      const answer = await db.transaction(async (tx) => {
        const added = await tx
          .insert(articleLikes)
          .values({ fileId, liker, likedAt: clock.now() })
          .onConflictDoNothing()
          .returning({ fileId: articleLikes.fileId });
        const [row] = added.length
          ? await tx
              .update(articles)
              .set({ countPraise: sql`${articles.countPraise} + 1` })
              .where(eq(articles.fileId, fileId))
              .returning({ countPraise: articles.countPraise })
          : await tx
              .select({ countPraise: articles.countPraise })
              .from(articles)
              .where(eq(articles.fileId, fileId));
        return { counted: added.length > 0, countPraise: row?.countPraise ?? 0 };
      });
      details.delete(String(fileId));
      return answer;
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
    async storedPictures(count) {
      if (count === 0) return [];
      const rows = await db
        .select({ ref: images.ref })
        .from(images)
        .where(and(eq(images.format, 'jpg'), not(like(images.ref, 'brand/%'))))
        .orderBy(images.ref)
        .limit(count);
      return rows.map((r) => r.ref);
    },
    async insertArticle(article, columnIds) {
      const fileId = await queue(() =>
        db.transaction(async (tx) => {
          const id = await nextId(tx as unknown as Db, articles.fileId, ID_RANGES.article.fileId.first);
          await tx.insert(articles).values({ ...article, fileId: id });
          await tx.insert(columnArticles).values(
            [...new Set([article.columnId, ...columnIds])].map((columnId) => ({
              columnId,
              fileId: id,
              pinned: 0,
              publishedAt: article.publishedAt,
            })),
          );
          return id;
        }),
      );
      details.delete(String(fileId));
      changes.notify();
      return fileId;
    },
  };
}
