import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ArticleError } from '~/features/article/ArticleError';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { loadSubscriptions } from '~/features/subscription/loadSubscriptions.server';
import { SubscriptionsPage } from '~/features/subscription/SubscriptionsPage';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/subscriptionList';
import { optionalId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  title: 'subscription.listTitle',
  catalogs: ['subscription'],
} satisfies RouteHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  const categoryId = optionalId(params.id);
  const { catalog } = requestCatalog(request, handle.catalogs);
  const subscriptions = await fromPublisher(() => loadSubscriptions(categoryId));
  return { ...subscriptions, catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function SubscriptionList({ loaderData }: Route.ComponentProps) {
  return <SubscriptionsPage data={loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) {
    return <ArticleError notFound={error.status === 404} />;
  }
  throw error;
}
