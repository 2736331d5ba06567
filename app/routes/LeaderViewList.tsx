import { publisherForServer } from '~/api/server';
import { LeaderListPage } from '~/features/leader/LeaderListPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/LeaderViewList';
import { fromPublisher } from './responses';

export const handle = { title: 'leader.listTitle', catalogs: ['leader'] } satisfies RouteHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const { catalog } = requestCatalog(request, handle.catalogs);
  const leaders = await fromPublisher(() => publisherForServer().leader.leaders());
  return { leaders, catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

// the publisher away (503): the root's error page, with its way home
export default function LeaderViewList({ loaderData }: Route.ComponentProps) {
  return <LeaderListPage leaders={loaderData.leaders} />;
}
