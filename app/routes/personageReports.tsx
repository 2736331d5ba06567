import { data } from 'react-router';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { ReportSetPage } from '~/features/topic/ReportSetPage';
import { loadReportSet } from '~/features/topic/loadCollections.server';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/personageReports';
import { queryNumber, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['topic', 'lists'],
  firstLoadBudgetKB: 101,
  budgetReason: 'a list page that shows the top bar (spec §2): its 0.5 KB on top of the list',
  title: 'topic.reports.title',
} satisfies RouteHandle;

/** A report set (报道集), `?page=` from 0, 20 a page. */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const page = Math.min(queryNumber(url.searchParams, 'page') ?? 0, 500);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() => loadReportSet({ id, page, t }));
  return data({ view, catalog });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function PersonageReports({ loaderData: { view } }: Route.ComponentProps) {
  return <ReportSetPage view={view} />;
}
