import { PointsPage } from '~/features/points/PointsPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/integralShop';

export const handle = { title: 'points.title', catalogs: ['points'] } satisfies RouteHandle;

export function loader({ request }: Route.LoaderArgs) {
  return { catalog: requestCatalog(request, handle.catalogs).catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
}

export default function IntegralShop() {
  return <PointsPage />;
}
