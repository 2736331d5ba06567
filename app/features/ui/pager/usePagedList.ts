import { useEffect, useState } from 'react';
import { useFetcher, useLocation, useNavigationType } from 'react-router';

/** One page of a list as a loader answers it (`?page=N`). */
export interface ListPage<T> {
  items: T[];
  /** 0-based */
  page: number;
  hasMore: boolean;
  failed?: boolean;
}

interface Appended<T> {
  items: T[];
  nextPage: number;
  hasMore: boolean;
}

// What was appended, by list, for as long as the tab lives: coming back (POP) to a kept-alive page shows the same
// items. Written only from browser effects: on the server it stays empty.
const memory = new Map<string, Appended<unknown>>();

const fresh = <T>(first: ListPage<T>): Appended<T> => ({
  items: [],
  nextPage: first.page + 1,
  hasMore: first.hasMore,
});

/**
 * Later pages of a list, fetched through the page's own loader (so words come formatted by the server) and appended
 * in place; without JavaScript `nextHref` is a plain link to the next page. `key` names the list (page, id, tab);
 * `query(page)` is the address of a page; `select` finds the list's page in the loader's data.
 */
export function usePagedList<D, T>({
  first,
  key,
  query,
  select,
}: {
  first: ListPage<T>;
  key: string;
  query: (page: number) => string;
  select: (data: D) => ListPage<T> | undefined;
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [state, setState] = useState<Appended<T>>(
    () => (navigationType === 'POP' && (memory.get(key) as Appended<T> | undefined)) || fresh(first),
  );
  const [failed, setFailed] = useState(false);
  const [base, setBase] = useState({ key, first });
  if (base.key !== key || base.first !== first) {
    setBase({ key, first });
    setState((navigationType === 'POP' && (memory.get(key) as Appended<T> | undefined)) || fresh(first));
  }

  useEffect(() => {
    memory.set(key, state);
  }, [key, state]);

  const arrived = fetcher.state === 'idle' && fetcher.data ? select(fetcher.data as D) : undefined;
  useEffect(() => {
    if (!arrived) return;
    setFailed(arrived.failed === true);
    if (arrived.failed) return;
    setState((current) =>
      arrived.page === current.nextPage
        ? {
            items: [...current.items, ...arrived.items],
            nextPage: arrived.page + 1,
            hasMore: arrived.hasMore,
          }
        : current,
    );
  }, [arrived]);

  return {
    items: [...first.items, ...state.items],
    hasMore: state.hasMore,
    nextHref: query(state.nextPage),
    loading: fetcher.state !== 'idle',
    failed,
    loadMore: () => fetcher.load(`${location.pathname}${query(state.nextPage)}`),
  };
}
