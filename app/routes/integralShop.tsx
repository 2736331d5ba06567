import { PointsPage } from '~/features/points/PointsPage';
import { loadShopList } from '~/features/shop/loadShopList.server';
import { LazyExchanges } from '~/features/shop/LazyExchanges';
import { ShopList } from '~/features/shop/ShopList';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/integralShop';

export const handle = { title: 'points.title', catalogs: ['points', 'shop'] } satisfies RouteHandle;

// the member's points and exchanges are read in the browser; the shop's products are the same for everyone
export async function loader({ request }: Route.LoaderArgs) {
  const shop = await loadShopList();
  return { shop, catalog: requestCatalog(request, handle.catalogs).catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
}

export default function IntegralShop({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PointsPage>
        <ShopList {...loaderData.shop} />
      </PointsPage>
      <LazyExchanges />
    </>
  );
}
