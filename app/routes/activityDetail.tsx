import { ActivityPage } from '~/features/activity/ActivityPage';
import { loadActivity } from '~/features/activity/loadActivity.server';
import { sanitizeArticleBodyMemo } from '~/features/article/sanitize.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/activityDetail';
import { requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = { catalogs: ['activity'] } satisfies RouteHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  // spec §5: the detail needs its fileId
  const id = requiredId(params.activityId);
  const { catalog } = requestCatalog(request, handle.catalogs);
  // an activity's body is article HTML: cut to the same allow-list (media placeholders have no media here)
  const sanitize = (html: string) => sanitizeArticleBodyMemo(-id, html, { images: [], videos: [] });
  const activity = await fromPublisher(() => loadActivity(id, sanitize));
  return { activity, catalog };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  return [
    { title: pageTitle(matches, data.activity.title) },
    { name: 'description', content: data.activity.summary.slice(0, 100) },
  ];
}

export default function ActivityDetail({ loaderData }: Route.ComponentProps) {
  return <ActivityPage activity={loaderData.activity} />;
}
