import { useEffect, useState } from 'react';
import { useFetcher, useLocation, useNavigationType } from 'react-router';
import type { ListEntry } from '~/features/lists/listEntry';
import { appendPage } from './feed';
import type { HomeData } from './homeData';
import { recall, remember } from './homeMemory';

export function pageQuery(columnId: number, page: number): string {
  return `?column=${columnId}&page=${page}`;
}

interface MorePages {
  appended: ListEntry[];
  nextPage: number;
  hasMore: boolean;
}

function fresh(data: HomeData): MorePages {
  return { appended: [], nextPage: data.page + 1, hasMore: data.hasMore };
}

/**
 * Later pages of a column, fetched through the home loader itself (so times and counts come
 * formatted by the server) and appended in place. Coming back to home (a POP navigation) brings
 * back what was appended; any other arrival starts from the loader's page.
 */
export function useMorePages(data: HomeData) {
  const fetcher = useFetcher<HomeData>();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [pages, setPages] = useState(
    () => (navigationType === 'POP' && recall(data.columnId)) || fresh(data),
  );
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    remember(data.columnId, pages);
  }, [data.columnId, pages]);

  // a refreshed first page replaces everything appended to the old one
  const [base, setBase] = useState(data);
  if (base !== data) {
    setBase(data);
    setPages(fresh(data));
  }

  const arrived = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!arrived || arrived.columnId !== data.columnId) return;
    setFailed(arrived.failed);
    if (arrived.failed) return;
    setPages((current) =>
      arrived.page === current.nextPage
        ? {
            appended: appendPage(current.appended, arrived.entries),
            nextPage: arrived.page + 1,
            hasMore: arrived.hasMore,
          }
        : current,
    );
  }, [arrived, data.columnId]);

  return {
    appended: pages.appended,
    hasMore: pages.hasMore,
    nextHref: pageQuery(data.columnId, pages.nextPage),
    loading: fetcher.state !== 'idle',
    failed,
    loadMore: () => fetcher.load(`${location.pathname}${pageQuery(data.columnId, pages.nextPage)}`),
  };
}
