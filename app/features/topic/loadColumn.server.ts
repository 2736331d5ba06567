// A column's own page (栏目, columnDetail) and its share landing page (columnShare): its child columns as tabs, the
// chosen one's list 20 a page.
import type { Ad } from '~/api/ads/entities';
import { publisherForServer } from '~/api/server';
import type { ArticlePage } from '~/features/lists/PagedArticles';
import type { Translate } from '~/i18n/translate';
import { columnAdsIsland } from './columnAdsIsland';
import { presenter } from './presenter.server';

export interface ColumnView {
  id: number;
  name: string;
  description: string;
  tabs: { id: number; name: string }[];
  /** the tab shown (the column itself when it has no children) */
  selected: number;
  list: ArticlePage;
  picturesLeft: boolean;
  /** the feed ads of the first page at their positions, and the banner at the list's head (docs/ads.md) */
  ads: Ad[];
  banner?: Ad;
}

/** `tabId` a child column (absent or not a child: the first). null: no such column. */
export async function loadColumn(q: {
  columnId: number;
  tabId?: number;
  page: number;
  t: Translate;
}): Promise<ColumnView | null> {
  const publisher = publisherForServer();
  const [column, children] = await Promise.all([
    publisher.columns.getColumn(q.columnId),
    publisher.columns.getColumns(q.columnId),
  ]);
  if (!column) return null;
  const selected = children.find((c) => c.id === q.tabId) ?? children[0] ?? column;
  const [feed, { present, picturesLeft }] = await Promise.all([
    publisher.lists.getArticles({ columnId: selected.id, page: q.page, columnStyle: selected.style }),
    presenter(q.t),
    columnAdsIsland.preload(),
  ]);
  // the publisher sends ads with the first page only; a later page shows none
  const ads = q.page === 0 ? feed.ads : [];
  const banner = ads.find((ad) => ad.place === 'column');
  return {
    id: column.id,
    name: column.name,
    description: column.description ?? '',
    tabs: children.map((c) => ({ id: c.id, name: c.name })),
    selected: selected.id,
    list: { entries: present([...feed.carousel, ...feed.articles]), page: q.page, hasMore: feed.hasMore },
    picturesLeft,
    ads: ads.filter((ad) => ad.place === 'feed'),
    ...(banner ? { banner } : {}),
  };
}
