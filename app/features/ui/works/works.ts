import type { ListEntry } from '~/features/lists/listEntry';
import type { DynamicEntry } from '~/features/ui/dynamics/dynamicEntry';
import type { ListPage } from '~/features/ui/pager/usePagedList';

/** What a reporter or an account has published: their articles, or their dynamics (spec §2 reporter, xyDetail). */
export type WorksTab = 'articles' | 'dynamics';

/** One page of the tab asked for; the other tab is not read. */
export interface Works {
  tab: WorksTab;
  articles?: ListPage<ListEntry>;
  dynamics?: ListPage<DynamicEntry>;
}

export const worksTabFrom = (query: URLSearchParams): WorksTab =>
  query.get('tab') === 'dynamics' ? 'dynamics' : 'articles';

export const worksTabQuery = (tab: WorksTab, page: number) =>
  tab === 'articles' ? (page > 0 ? `?page=${page}` : '?') : `?tab=dynamics${page > 0 ? `&page=${page}` : ''}`;
