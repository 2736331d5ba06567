import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { TipoffFormPage } from '~/features/tipoff/TipoffFormPage';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/tipoffForm';

// tipoffDetail.html: 我要报料, a module of its own so the tip-off page's code does not travel with the form's.
// uploads: the form's upload widget speaks its own words
export const handle = {
  title: 'tipoff.new',
  catalogs: ['tipoff', 'uploads'],
} satisfies RouteHandle;

export function loader({ request }: Route.LoaderArgs) {
  return { catalog: requestCatalog(request, handle.catalogs).catalog };
}

/** What the form holds is the reader's own: never kept by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
}

export default function TipoffForm() {
  return <TipoffFormPage />;
}
