import { ApplyPage } from '~/features/activity/ApplyPage';
import { loadActivity } from '~/features/activity/loadActivity.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/activityApply';
import { optionalId, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = { title: 'activity.apply', catalogs: ['activity'] } satisfies RouteHandle;

/** No body on this page: the form and the window are what it needs. */
const noBody = () => '';

export async function loader({ request, params }: Route.LoaderArgs) {
  // activityApply/<id>.html or activityApply/<linkID>/<id>.html: the last segment is the activity
  optionalId(params.linkID);
  const id = requiredId(params.activityId ?? params.linkID);
  const { catalog } = requestCatalog(request, handle.catalogs);
  const activity = await fromPublisher(() => loadActivity(id, noBody));
  // what the form holds is the reader's own: never kept by a shared cache
  return { activity, catalog };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
}

export default function ActivityApply({ loaderData }: Route.ComponentProps) {
  return <ApplyPage activity={loaderData.activity} />;
}
