// Tags, report sets (报道集) and hot-point time axes (热点详情), read on the server.
import { publisherForServer } from '~/api/server';
import type { ArticlePage } from '~/features/lists/PagedArticles';
import type { ListEntry } from '~/features/lists/listEntry';
import { pictureUrl } from '~/features/lists/pictureUrl';
import type { Translate } from '~/i18n/translate';
import { formatDate } from '~/lib/dateFormat';
import { presenter } from './presenter.server';

export interface TagView {
  id: number;
  name: string;
  list: ArticlePage;
  picturesLeft: boolean;
}

/** null: no such tag. */
export async function loadTag(q: { tagId: number; page: number; t: Translate }): Promise<TagView | null> {
  const [tag, { present, picturesLeft }] = await Promise.all([
    publisherForServer().topic.tagArticles(q.tagId, q.page),
    presenter(q.t),
  ]);
  if (!tag) return null;
  return {
    id: tag.id,
    name: tag.name,
    list: { entries: present(tag.articles), page: q.page, hasMore: tag.hasMore },
    picturesLeft,
  };
}

export interface ReportSetView {
  id: number;
  name: string;
  duty: string;
  description: string;
  photo?: string;
  total: number;
  list: ArticlePage;
  picturesLeft: boolean;
}

/** null: no such report set. */
export async function loadReportSet(q: {
  id: number;
  page: number;
  t: Translate;
}): Promise<ReportSetView | null> {
  const [set, { present, picturesLeft }] = await Promise.all([
    publisherForServer().topic.reportSet(q.id, q.page),
    presenter(q.t),
  ]);
  if (!set) return null;
  return {
    id: set.id,
    name: set.name,
    duty: set.duty,
    description: set.description,
    photo: pictureUrl(set.photo),
    total: set.total,
    list: { entries: present(set.articles), page: q.page, hasMore: set.hasMore },
    picturesLeft,
  };
}

export interface TimelineView {
  title: string;
  summary: string;
  picture?: string;
  entries: { id: number; date: string; dateTime: string; title: string; text: string; entry?: ListEntry }[];
}

/** null: no such time axis. Dates are written on the server (the browser needs no date code). */
export async function loadTimeline(q: { id: number; t: Translate }): Promise<TimelineView | null> {
  const [timeline, { present }] = await Promise.all([
    publisherForServer().topic.timeline(q.id),
    presenter(q.t),
  ]);
  if (!timeline) return null;
  return {
    title: timeline.title,
    summary: timeline.summary,
    picture: pictureUrl(timeline.picture),
    entries: timeline.entries.map((e) => ({
      id: e.id,
      date: e.time ? formatDate(e.time, 'YYYY-MM-DD') : '',
      dateTime: e.time ? new Date(e.time).toISOString() : '',
      title: e.title,
      text: e.text,
      ...(e.article ? { entry: present([e.article])[0] } : {}),
    })),
  };
}
