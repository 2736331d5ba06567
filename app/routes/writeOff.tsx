import { loadActivity } from '~/features/activity/loadActivity.server';
import { WriteOffPage } from '~/features/activity/WriteOffPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/writeOff';
import { requiredId } from './params';
import { fromPublisher, notFound } from './responses';

export const handle = { title: 'activity.writeOff.title', catalogs: ['activity'] } satisfies RouteHandle;

const voucherCode = /^[A-Z0-9]{4,20}$/;
const shopSite = /^[A-Za-z0-9_-]{1,40}$/;

export async function loader({ request, params }: Route.LoaderArgs) {
  const activityId = requiredId(params.activityID);
  // writeOff/<activity>/<code>.html fills the last parameter: two segments are the activity and the code
  const [code = '', shop] =
    params.registCode === undefined ? [params.shopSite] : [params.registCode, params.shopSite];
  if (!voucherCode.test(code) || (shop !== undefined && !shopSite.test(shop))) throw notFound();
  const { catalog } = requestCatalog(request, handle.catalogs);
  const activity = await fromPublisher(() => loadActivity(activityId, () => ''));
  return { activityId, code, shop, title: activity.title, catalog };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
}

export default function WriteOff({ loaderData }: Route.ComponentProps) {
  const { activityId, code, shop, title } = loaderData;
  return <WriteOffPage activityId={activityId} code={code} shop={shop} title={title} />;
}
