// An activity column's page (PUBLISHER_API §3.6: activityCats and activityList, 20 a page), read and worded on the
// server. Categories are a convenience: when they cannot be read, the list stands without tabs.
import type { ActivitySummary } from '~/api/activity/entities';
import { publisherForServer } from '~/api/server';
import { activityPhase } from '~/lib/activityPhase';
import { formatDate } from '~/lib/dateFormat';
import { showsLoadMore } from '~/lib/lists';
import type { ActivityEntry, ActivityListView } from './activityEntry';

const day = (ms: number) => (ms ? formatDate(ms, 'YYYY-MM-DD') : '');

export function presentActivity(a: ActivitySummary, now: number): ActivityEntry {
  return {
    id: a.id,
    title: a.title,
    ...(a.image ? { image: a.image } : {}),
    when: [day(a.startAt), day(a.endAt)].filter(Boolean).join(' – '),
    phase: activityPhase(a, now),
    entries: a.entries,
  };
}

/** Throws the client's PublisherError when the list itself cannot be read. */
export async function loadActivityList(q: { catId: number; page: number }): Promise<ActivityListView> {
  const { activity } = publisherForServer();
  const [categories, list] = await Promise.all([
    activity.activityCats().catch(() => []),
    activity.activityList({ catId: q.catId, page: q.page }),
  ]);
  const now = Date.now();
  return {
    categories,
    catId: q.catId,
    page: q.page,
    entries: list.map((a) => presentActivity(a, now)),
    hasMore: showsLoadMore(list.length),
  };
}
