import { LoginPage } from '~/features/account/LoginPage';
import { pageTitle } from '~/features/shell/pageTitle';
import { readerSettings } from '~/features/shell/readerSettingsIsland';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import { safeLocalPath } from '~/lib/localPath';
import type { Route } from './+types/login';

export const handle = {
  title: 'account.title',
  catalogs: ['account', 'circle', 'mine', 'settings'],
} satisfies RouteHandle;

// `redirect` is checked here, on the server, so the page's own code carries no check of its own
export async function loader({ request, url }: Route.LoaderArgs) {
  // 设置, an island: in the page's HTML in full, its code after the first paint
  await readerSettings.preload();
  return {
    catalog: requestCatalog(request, handle.catalogs).catalog,
    back: safeLocalPath(url.searchParams.get('redirect'), ''),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return <LoginPage back={loaderData.back} />;
}
