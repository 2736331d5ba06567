import { SharePosterPage } from '~/features/invite/SharePosterPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/shareinvite';

export const handle = { title: 'invite.shareTitle', catalogs: ['invite'] } satisfies RouteHandle;

export function loader({ request }: Route.LoaderArgs) {
  return { catalog: requestCatalog(request, handle.catalogs).catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
}

export default function ShareInvite() {
  return <SharePosterPage />;
}
