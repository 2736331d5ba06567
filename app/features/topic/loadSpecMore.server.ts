// All of a special topic's sub-column (specMore), 20 a page.
import { publisherForServer } from '~/api/server';
import type { ArticlePage } from '~/features/lists/PagedArticles';
import type { Translate } from '~/i18n/translate';
import { presenter } from './presenter.server';
import { specDetailHref } from './specDetailHref';

export interface SpecMoreView {
  columnId: number;
  name: string;
  list: ArticlePage;
  picturesLeft: boolean;
  /** the special topic the sub-column is part of (getSubject), a way back to it */
  topic?: { name: string; href: string };
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
  const [feed, { present, picturesLeft }, topic] = await Promise.all([
    publisher.lists.getArticles({ columnId: column.id, page: q.page }),
    presenter(q.t),
    // a bonus: the list reads without it
    publisher.topic.subject(column.id).catch(() => null),
  ]);
  return {
    columnId: column.id,
    name: column.name,
    list: { entries: present(feed.articles), page: q.page, hasMore: feed.hasMore },
    picturesLeft,
    ...(topic && topic.id !== column.id
      ? { topic: { name: topic.name, href: specDetailHref(topic.id, topic.fileId) } }
      : {}),
  };
}
