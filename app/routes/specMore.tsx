import { data } from 'react-router';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { loadSpecMore } from '~/features/topic/loadSpecMore.server';
import { SpecMorePage } from '~/features/topic/SpecMorePage';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/specMore';
import { queryNumber, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['topic', 'lists'],
  firstLoadBudgetKB: 101,
  budgetReason: 'a list page that shows the top bar (spec §2): its 0.5 KB on top of the list',
  title: 'topic.special.title',
} satisfies RouteHandle;

/** A special topic's sub-column, all of it: `?page=` from 0, 20 a page. */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const columnId = requiredId(params.columnId);
  const page = Math.min(queryNumber(url.searchParams, 'page') ?? 0, 500);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() => loadSpecMore({ columnId, page, t }));
  return data({ view, catalog });
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, page?.view.name) }];
}

export default function SpecMore({ loaderData: { view } }: Route.ComponentProps) {
  return <SpecMorePage view={view} />;
}
