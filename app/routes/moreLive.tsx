import { data } from 'react-router';
import { loadMoreLive } from '~/features/live/loadMoreLive.server';
import { MoreLivePage } from '~/features/live/MoreLivePage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/moreLive';
import { queryNumber } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['live', 'lists'],
  title: 'live.more.title',
} satisfies RouteHandle;

/** `?page=` from 0; past the last page an empty list. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const page = Math.min(queryNumber(url.searchParams, 'page') ?? 0, 500);
  const { catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() => loadMoreLive(page));
  return data({ ...view, catalog });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function MoreLive({ loaderData }: Route.ComponentProps) {
  return <MoreLivePage view={loaderData} />;
}
