import type { Leader } from '~/api/leader/entities';
import type { ListEntry } from '~/features/lists/listEntry';
import type { ListPage } from '~/features/ui/pager/usePagedList';

/** A leader's page (figureDetail): the leader and one page of the reports of their activities. */
export interface FigureData {
  leader: Leader;
  reports: ListPage<ListEntry>;
}

export const figurePageQuery = (page: number) => (page > 0 ? `?page=${page}` : '?');
