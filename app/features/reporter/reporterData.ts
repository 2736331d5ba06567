import type { Reporter } from '~/api/reporter/entities';
import type { ListEntry } from '~/features/lists/listEntry';
import type { DynamicEntry } from '~/features/ui/dynamics/dynamicEntry';
import type { ListPage } from '~/features/ui/pager/usePagedList';

export type ReporterTab = 'articles' | 'dynamics';

/** The reporter page's data: the card and one page of the tab asked for. */
export interface ReporterData {
  reporter: Reporter;
  tab: ReporterTab;
  articles?: ListPage<ListEntry>;
  dynamics?: ListPage<DynamicEntry>;
}

export const reporterTabQuery = (tab: ReporterTab, page: number) =>
  tab === 'articles' ? (page > 0 ? `?page=${page}` : '?') : `?tab=dynamics${page > 0 ? `&page=${page}` : ''}`;
