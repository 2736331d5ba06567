// An activity's page data, fetched and shaped on the server: the body sanitised, the entrants capped at 8.
import { publisherForServer } from '~/api/server';
import { pictureUrl } from '~/features/lists/pictureUrl';
import type { ActivityView } from './activityView';
import { activityPhase } from '~/lib/activityPhase';

/** The article body's allow-list sanitiser, handed in by the route (areas do not import each other). */
export type Sanitize = (html: string) => string;

/** spec §9: the entry list shows at most 8 */
export const entrantsShown = 8;

/** null: no such activity. Throws the client's PublisherError when the publisher fails. */
export async function loadActivity(id: number, sanitize: Sanitize): Promise<ActivityView | null> {
  const publisher = publisherForServer();
  const [activity, entries] = await Promise.all([
    publisher.activity.activityDetail(id),
    // the list of entrants is a bonus: the page reads and signs up without it
    publisher.activity.entryList(id).catch(() => ({ entrants: [], total: 0 })),
  ]);
  if (!activity) return null;
  const now = activity.serverTime || Date.now();
  const image = pictureUrl(activity.image);
  return {
    id: activity.id,
    title: activity.title,
    summary: activity.summary,
    organizer: activity.organizer,
    place: activity.place,
    ...(image ? { image } : {}),
    bodyHtml: sanitize(activity.html),
    phase: activityPhase(activity, now),
    startAt: activity.startAt,
    endAt: activity.endAt,
    signStartAt: activity.signStartAt,
    signEndAt: activity.signEndAt,
    quota: activity.quota,
    entries: Math.max(activity.entries, entries.total),
    entrants: entries.entrants.slice(0, entrantsShown),
    now,
    form: activity.form,
  };
}
