// The search area's client.
import type { Core } from '../core';
import type { SearchResults, SearchTab } from './entities';
import { searchOperations as ops } from './operations';

export const searchPageSize = 20;

export interface SearchQuery {
  key: string;
  tclass: number;
  /** 0-based */
  page: number;
}

export interface SearchApi {
  searchClassify(): Promise<SearchTab[]>;
  searchWordDely(): Promise<string[]>;
  searchAllInTime(q: SearchQuery): Promise<SearchResults>;
}

export function createSearchApi(core: Core): SearchApi {
  return {
    searchClassify: () => core.call(ops.searchClassify),
    searchWordDely: () => core.call(ops.searchWordDely),
    searchAllInTime: (q) =>
      core.call(ops.searchAllInTime, {
        key: q.key,
        tclass: q.tclass,
        start: q.page * searchPageSize,
        count: searchPageSize,
        columnId: 0,
      }),
  };
}
