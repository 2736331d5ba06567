import { flag, int, listOf, pick, rec, str } from '../lenient';
import { parseArticleSummary } from '../lists/summary';
import type { SearchResults, SearchTab } from './entities';

/** Spec §3's default tabs, for a publisher that sends none. */
export const defaultSearchTabs: SearchTab[] = [
  { id: 1, name: '新闻', tclass: -1 },
  { id: 3, name: '视频', tclass: 2 },
  { id: 4, name: '专题', tclass: 3 },
  { id: 7, name: '订阅号', tclass: 15 },
];

/** searchClassify: `{list}` or a bare array, in `order`; nameless or id-less tabs dropped; none: the defaults. */
export function parseSearchTabs(raw: unknown): SearchTab[] {
  const tabs = listOf(raw)
    .map(rec)
    .map((o) => ({
      id: int(pick(o, 'id', 'classifyID')),
      name: str(pick(o, 'name', 'title')).trim(),
      tclass: int(o.tclass, -1),
      order: int(o.order),
    }))
    .filter((t) => t.id > 0 && t.name !== '')
    .sort((a, b) => a.order - b.order)
    .map(({ id, name, tclass }) => ({ id, name, tclass }));
  return tabs.length > 0 ? tabs : defaultSearchTabs;
}

/** searchWordDely: `{words: [..]}`, `{list: [{word}]}` or a bare array; blank words dropped. */
export function parseHotWords(raw: unknown): string[] {
  const o = rec(raw);
  const list = Array.isArray(o.words) ? o.words : listOf(raw);
  return list
    .map((w) => (typeof w === 'string' ? w : str(pick(rec(w), 'word', 'name', 'keyword'))).trim())
    .filter((w) => w !== '');
}

/** searchAllInTime: `{list, hasMore}` or a bare array (more when the page came back full). */
export function parseSearchResults(raw: unknown, pageSize = 20): SearchResults {
  const list = listOf(raw);
  const hits = list
    .map((item) => ({ item: parseArticleSummary(item), matchText: str(rec(item).matchText) }))
    .filter((hit) => hit.item.id > 0);
  const hasMore = rec(raw).hasMore;
  return { hits, hasMore: hasMore === undefined ? list.length >= pageSize : flag(hasMore) };
}
