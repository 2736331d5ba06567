import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, articleSearch, searchWords, type ArticleRow } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';

/** A search may take this long on a PostgreSQL server before it is cancelled (PGlite runs one query at a time and
 * has no timer: there the bound is the query's shape, docs/adr-search.md). */
export const SEARCH_TIMEOUT_MS = 2_000;

export type SearchPage = { rows: ArticleRow[]; hasMore: boolean };

export type SearchStore = {
  /** Published articles matching every token of `key`, best first; `articleType` null is any type. */
  search: (key: string, articleType: number | null, start: number, count: number) => Promise<SearchPage>;
  hotWords: (limit: number) => Promise<string[]>;
};

const QUERY_CANCELED = '57014';

export function searchStore(db: Db): SearchStore {
  return {
    async search(key, articleType, start, count) {
      const query = sql`search_query(${key})`;
      const where = and(
        sql`${articleSearch.document} @@ ${query}`,
        eq(articles.status, 1),
        articleType === null ? undefined : eq(articles.articleType, articleType),
      );
      try {
        const rows = await db.transaction(async (tx) => {
          await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${SEARCH_TIMEOUT_MS}`));
          return tx
            .select(getTableColumns(articles))
            .from(articleSearch)
            .innerJoin(articles, eq(articles.fileId, articleSearch.fileId))
            .where(where)
            .orderBy(
              desc(sql`ts_rank(${articleSearch.document}, ${query})`),
              desc(articles.publishedAt),
              desc(articles.fileId),
            )
            .limit(count + 1)
            .offset(start);
        });
        return { rows: rows.slice(0, count), hasMore: rows.length > count };
      } catch (error) {
        if (causeCode(error) === QUERY_CANCELED)
          throw new PublisherError(503, STATUS.error, '搜索超时，请稍后再试');
        throw error;
      }
    },
    async hotWords(limit) {
      const rows = await db.select().from(searchWords).orderBy(asc(searchWords.position)).limit(limit);
      return rows.map((r) => r.word);
    },
  };
}

function causeCode(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
