import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ArticleError } from '~/features/article/ArticleError';
import { loadReporter } from '~/features/reporter/loadReporter.server';
import { ReporterPage } from '~/features/reporter/ReporterPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { worksTabFrom } from '~/features/ui/works/works';
import { preloadWorks } from '~/features/ui/works/WorksTabs';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/reporter';
import { queryNumber, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = { catalogs: ['reporter', 'subscription', 'lists'] } satisfies RouteHandle;

/** Far past any reporter's articles; a larger page is a probe. */
const maxPage = 500;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const tab = worksTabFrom(url.searchParams);
  const page = Math.min(queryNumber(url.searchParams, 'page') ?? 0, maxPage);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const [reporter] = await Promise.all([
    fromPublisher(() => loadReporter({ id, tab, page, t })),
    preloadWorks(tab),
  ]);
  return { ...reporter, catalog };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches, loaded.reporter.name) }];
}

export default function ReporterRoute({ loaderData }: Route.ComponentProps) {
  return <ReporterPage data={loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) {
    return <ArticleError notFound={error.status === 404} />;
  }
  throw error;
}
