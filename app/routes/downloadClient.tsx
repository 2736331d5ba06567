import { DownloadPage } from '~/features/invite/DownloadPage';
import { loadDownloadLinks } from '~/features/invite/loadInvite.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/downloadClient';
import { fromPublisher } from './responses';

export const handle = { title: 'invite.downloadTitle', catalogs: ['invite'] } satisfies RouteHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const { catalog } = requestCatalog(request, handle.catalogs);
  return { links: await fromPublisher(loadDownloadLinks), catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function DownloadClient({ loaderData }: Route.ComponentProps) {
  return <DownloadPage links={loaderData.links} />;
}
