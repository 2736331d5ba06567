import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, articleSearch, searchWords, type ArticleRow } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import type { ListedArticle } from '../lists/list-item.ts';

/** A search may take this long on a PostgreSQL server before it is cancelled (PGlite runs one query at a time and
 * has no timer: there the bound is the query's shape, docs/adr-search.md). */
export const SEARCH_TIMEOUT_MS = 2_000;

/** What a hit shows (a list item and the words around its match): an article without what no list item reads. */
export type SearchHitRow = ListedArticle & Pick<ArticleRow, 'content'>;
export type SearchPage = { rows: SearchHitRow[]; hasMore: boolean };

// What a hit reads of its article: a list item and its body, not language, status, credits or reporters.
const {
  lang: _lang,
  status: _status,
  credits: _credits,
  reporterIds: _reporters,
  ...hitColumns
} = getTableColumns(articles);

export type SearchStore = {
  /**
   * Published articles matching every token of `key` anywhere, ranked by their head (title, author, the body's
   * opening), then newest; `articleType` null is any type.
   */
  search: (key: string, articleType: number | null, start: number, count: number) => Promise<SearchPage>;
  hotWords: (limit: number) => Promise<string[]>;
};

const QUERY_CANCELED = '57014';

export function searchStore(db: Db): SearchStore {
  return {
    async search(key, articleType, start, count) {
      const query = sql`search_query(${key})`;
      const rank = sql<number>`ts_rank(${articleSearch.head}, ${query})`.as('rank');
      // Every match is ranked and filtered here, from the search table alone; only the page's articles are read.
      const page = db
        .select({ fileId: articleSearch.fileId, rank, publishedAt: articleSearch.publishedAt })
        .from(articleSearch)
        .where(
          and(
            sql`${articleSearch.document} @@ ${query}`,
            eq(articleSearch.status, 1),
            articleType === null ? undefined : eq(articleSearch.articleType, articleType),
          ),
        )
        .orderBy(desc(rank), desc(articleSearch.publishedAt), desc(articleSearch.fileId))
        .limit(count + 1)
        .offset(start)
        .as('page');
      try {
        const rows = await db.transaction(async (tx) => {
          // Both for this transaction only, in one statement (each statement is a round trip through PGlite).
          // The planner costs a sequential scan without the TOAST reads its @@ filter makes on every document, so
          // for a common word it preferred reading all documents to the GIN index, which answers without reading any.
          await tx.execute(
            sql.raw(
              `SELECT set_config('statement_timeout', '${SEARCH_TIMEOUT_MS}', true), set_config('enable_seqscan', 'off', true)`,
            ),
          );
          return tx
            .select(hitColumns)
            .from(page)
            .innerJoin(articles, eq(articles.fileId, page.fileId))
            .orderBy(desc(page.rank), desc(page.publishedAt), desc(page.fileId));
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
