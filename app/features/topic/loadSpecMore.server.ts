// All of a special topic's sub-column (specMore), 20 a page.
import { publisherForServer } from '~/api/server';
import type { ArticlePage } from '~/features/lists/PagedArticles';
import type { Translate } from '~/i18n/translate';
import { presenter } from './presenter.server';

export interface SpecMoreView {
  columnId: number;
  name: string;
  list: ArticlePage;
  picturesLeft: boolean;
}

/** null: no such column. */
export async function loadSpecMore(q: {
  columnId: number;
  page: number;
  t: Translate;
}): Promise<SpecMoreView | null> {
  const publisher = publisherForServer();
  const column = await publisher.columns.getColumn(q.columnId);
  if (!column) return null;
  const [feed, { present, picturesLeft }] = await Promise.all([
    publisher.lists.getArticles({ columnId: column.id, page: q.page }),
    presenter(q.t),
  ]);
  return {
    columnId: column.id,
    name: column.name,
    list: { entries: present(feed.articles), page: q.page, hasMore: feed.hasMore },
    picturesLeft,
  };
}
