// The lists area's client.
import type { Core } from '../core';
import type { ArticleSummary, ColumnPage, Module } from './entities';
import { listsOperations as ops } from './operations';

export interface ArticlesQuery {
  columnId: number;
  /** 0-based */
  page: number;
  lastFileId?: number;
  columnStyle?: number;
}

export interface ListsApi {
  /** in the browser a pending list request is cancelled when a new one starts (spec §7) */
  getArticles(q: ArticlesQuery, opts?: { signal?: AbortSignal }): Promise<ColumnPage>;
  /** `page` from 0, 20 a page. null: not found */
  moduleView(id: number, page?: number): Promise<Module | null>;
  getRelArticles(articleId: number): Promise<ArticleSummary[]>;
  /** recommended reading under an article */
  recommendList(articleId: number): Promise<ArticleSummary[]>;
  /** most read, in a column or (0) the whole site */
  articleHot(columnId?: number): Promise<ArticleSummary[]>;
}

export function createListsApi(core: Core): ListsApi {
  return {
    getArticles: (q, opts = {}) =>
      core.call(
        ops.getArticles,
        {
          columnId: q.columnId,
          lastFileId: q.lastFileId ?? 0,
          page: q.page,
          version: 0,
          adv: 1,
          columnStyle: q.columnStyle,
        },
        opts,
      ),
    moduleView: (id, page = 0) => core.call(ops.moduleView, { id, page }),
    getRelArticles: (articleId) => core.call(ops.getRelArticles, { articleId }),
    recommendList: (articleId) => core.call(ops.recommendList, { articleId }),
    articleHot: (columnId = 0) => core.call(ops.articleHot, { columnId }),
  };
}
