// A column's own page (栏目, columnDetail) and its share landing page (columnShare): its child columns as tabs, the
// chosen one's list 20 a page.
import { publisherForServer } from '~/api/server';
import type { ArticlePage } from '~/features/lists/PagedArticles';
import type { Translate } from '~/i18n/translate';
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
  ]);
  return {
    id: column.id,
    name: column.name,
    description: column.description ?? '',
    tabs: children.map((c) => ({ id: c.id, name: c.name })),
    selected: selected.id,
    list: { entries: present([...feed.carousel, ...feed.articles]), page: q.page, hasMore: feed.hasMore },
    picturesLeft,
  };
}
