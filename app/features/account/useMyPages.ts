// A paged list of the member's own (favourites, comments): the first page read as the member's page reads
// everything (useMemberRead), the next ones on 加载更多 while a page comes back full (spec §4 Lists, 20), and items
// the member took away (取消收藏) left out at once.
import { useCallback, useState } from 'react';
import { memberApi, useMemberRead, type MemberRead } from '~/features/ui/member/useMemberRead';
import { memberPageSize } from '~/features/ui/member/useMemberPages';
import type { BrowserApi, BrowserArea } from '~/platform/publisher.client';
import type { MyListItem, MyListMore } from './MyList';

export function useMyPages<A extends BrowserArea>(
  area: A,
  readPage: (api: BrowserApi<A>, page: number) => Promise<MyListItem[]>,
) {
  const first = useMemberRead(area, (api) => readPage(api, 0));
  const [later, setLater] = useState<MyListItem[][]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [gone, setGone] = useState<ReadonlySet<MyListItem['key']>>(new Set());
  const pages = first.state.kind === 'ready' ? [first.state.data, ...later] : [];
  const last = pages[pages.length - 1];
  const loadMore = async () => {
    if (loading) return;
    setLoading(true);
    try {
      const { api } = await memberApi(area);
      const page = await readPage(api, later.length + 1);
      setLater((known) => [...known, page]);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  // an item taken away shifts the next page by one: the same item read twice shows once
  const seen = new Set<MyListItem['key']>();
  const items = pages.flat().filter((item) => {
    if (gone.has(item.key) || seen.has(item.key)) return false;
    seen.add(item.key);
    return true;
  });
  const state: MemberRead<MyListItem[]> =
    first.state.kind === 'ready' ? { kind: 'ready', data: items } : first.state;
  const more: MyListMore = {
    hasMore: last !== undefined && last.length === memberPageSize,
    loading,
    failed,
    loadMore: () => void loadMore(),
  };
  const remove = useCallback((key: MyListItem['key']) => setGone((was) => new Set(was).add(key)), []);
  const retry = () => {
    setLater([]);
    first.retry();
  };
  return { read: { state, retry }, more, remove };
}
