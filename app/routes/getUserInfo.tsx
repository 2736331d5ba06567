import { MessengerSignInPage } from '~/features/account/MessengerSignInPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/getUserInfo';

export const handle = {
  title: 'account.memberInfoTitle',
  catalogs: ['account'],
} satisfies RouteHandle;

export function loader({ request }: Route.LoaderArgs) {
  return { catalog: requestCatalog(request, handle.catalogs).catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
}

export default function GetUserInfo() {
  return <MessengerSignInPage />;
}
