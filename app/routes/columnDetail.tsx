import { data } from 'react-router';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { ColumnPage } from '~/features/topic/ColumnPage';
import { loadColumn } from '~/features/topic/loadColumn.server';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/columnDetail';
import { columnParams } from './columnParams';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['topic', 'lists', 'ads'],
  firstLoadBudgetKB: 101,
  budgetReason: 'a list page that shows the top bar (spec §2): its 0.5 KB on top of the list',
  title: 'topic.column.title',
} satisfies RouteHandle;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const { columnId, tabId, page } = columnParams(params.columnId, params.id, url);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() => loadColumn({ columnId, tabId, page, t }));
  return data({ view, catalog });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function ColumnDetail({ loaderData: { view } }: Route.ComponentProps) {
  return <ColumnPage view={view} />;
}
