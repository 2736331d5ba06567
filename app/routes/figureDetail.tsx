import { figureReports, FigurePage } from '~/features/leader/FigurePage';
import { loadFigure } from '~/features/leader/loadFigure.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/figureDetail';
import { queryNumber, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = { catalogs: ['leader', 'lists'] } satisfies RouteHandle;

/** Far past any leader's reports; a larger page is a probe. */
const maxPage = 500;

// spec §5: a leader's page needs its id (none, or not a number: 404)
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const page = Math.min(queryNumber(url.searchParams, 'page') ?? 0, maxPage);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const [figure] = await Promise.all([
    fromPublisher(() => loadFigure({ id, page, t })),
    figureReports.preload(),
  ]);
  return { ...figure, catalog };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches, loaded.leader.name) }];
}

// an unknown leader (404) or the publisher away (503): the root's error page, with its way home
export default function FigureDetail({ loaderData }: Route.ComponentProps) {
  return <FigurePage data={loaderData} />;
}
