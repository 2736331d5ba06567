import { CirclePage } from '~/features/circle/CirclePage';
import { loadCircle } from '~/features/circle/loadCircle.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/circleDetail';
import { queryNumber, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = { catalogs: ['circle', 'lists', 'uploads'] } satisfies RouteHandle;

/** Far past any circle's posts; a larger page is a probe. */
const maxPage = 500;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const tab = url.searchParams.get('tab') === 'hot' ? 'hot' : 'new';
  const page = Math.min(queryNumber(url.searchParams, 'page') ?? 0, maxPage);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const circle = await fromPublisher(() => loadCircle({ id, tab, page, t }));
  return { ...circle, catalog };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches, data.circle.name) }];
}

// an unknown circle (404) or the publisher away (503): the root's error page, with its way home
export default function CircleDetail({ loaderData }: Route.ComponentProps) {
  return <CirclePage data={loaderData} />;
}
