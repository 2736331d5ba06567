import { isRouteErrorResponse, useRouteError } from 'react-router';
import { publisherForServer } from '~/api/server';
import { ArticleError } from '~/features/article/ArticleError';
import { DynamicPage } from '~/features/reporter/DynamicPage';
import { presentDynamics } from '~/features/ui/dynamics/presentDynamics.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/dynamicDetail';
import { requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  title: 'reporter.dynamicTitle',
  catalogs: ['reporter', 'lists'],
} satisfies RouteHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const dynamic = await fromPublisher(() => publisherForServer().reporter.dynamic(id));
  const [entry] = presentDynamics([dynamic], t);
  return { entry: entry!, catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function DynamicDetail({ loaderData }: Route.ComponentProps) {
  return <DynamicPage entry={loaderData.entry} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) {
    return <ArticleError notFound={error.status === 404} />;
  }
  throw error;
}
