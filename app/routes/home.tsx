import { HomePage } from '~/features/home/HomePage';
import { loadHome } from '~/features/home/loadHome.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { TopBar } from '~/features/shell/TopBar';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/home';
import { queryNumber } from './params';
import { fromPublisher } from './responses';

export const handle = {
  topBar: TopBar,
  title: 'home.title',
  catalogs: ['home', 'lists', 'ads'],
  firstLoadBudgetKB: 130,
  budgetReason: 'carousel, column tabs, pull to refresh, load more hydrate on the first load',
} satisfies RouteHandle;

export async function loader({ request, url }: Route.LoaderArgs) {
  const query = url.searchParams;
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const home = await fromPublisher(() =>
    loadHome({
      columnId: queryNumber(query, 'column'),
      page: Math.min(queryNumber(query, 'page') ?? 0, 500),
      catId: queryNumber(query, 'cat'),
      t,
    }),
  );
  return { ...home, catalog };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
