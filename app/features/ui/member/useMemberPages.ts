// A member's list read page by page in the browser (spec §4 Lists: more while a page comes back full, 20).
import { useCallback, useRef, useState } from 'react';

export const memberPageSize = 20;

export function useMemberPages<T>(first: T[], readPage: (page: number) => Promise<T[]>) {
  const [items, setItems] = useState(first);
  const [next, setNext] = useState({
    page: 1,
    hasMore: first.length > 0 && first.length % memberPageSize === 0,
  });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const loadMore = useCallback(async () => {
    if (busy.current || !next.hasMore) return;
    busy.current = true;
    setLoading(true);
    try {
      const page = await readPage(next.page);
      setItems((known) => [...known, ...page]);
      setNext({ page: next.page + 1, hasMore: page.length > 0 && page.length % memberPageSize === 0 });
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [next, readPage]);
  return { items, hasMore: next.hasMore, loading, failed, loadMore };
}
