import { publisherForServer } from '~/api/server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { RulesPage } from '~/features/subscription/RulesPage';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/xyRules';
import { fromPublisher } from './responses';

export const handle = { title: 'subscription.rulesTitle', catalogs: ['subscription'] } satisfies RouteHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const { catalog } = requestCatalog(request, handle.catalogs);
  const ranking = await fromPublisher(() => publisherForServer().subscription.ranking());
  return { rules: ranking.rules, catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function XyRules({ loaderData }: Route.ComponentProps) {
  return <RulesPage rules={loaderData.rules} />;
}
