import { SearchPage } from '~/features/search/SearchPage';
import { loadSearch } from '~/features/search/loadSearch.server';
import { readSearchAddress } from '~/features/search/searchUrl';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/search';

export const handle = {
  title: 'search.title',
  catalogs: ['search', 'lists'],
  firstLoadBudgetKB: 110,
  budgetReason:
    'issue 9 sets search at 110 KB: the box, tabs, results with their list items, more and history hydrate',
} satisfies RouteHandle;

/** Never a 5xx: the tabs and hot words fall back on their own, and a failed search is a message on the page. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const search = await loadSearch(readSearchAddress(url.searchParams), t);
  return { search, catalog };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const key = data?.search.state === 'found' ? data.search.key : '';
  return [
    {
      title: key ? pageTitle(matches, `${key} - ${pageTitle(matches)}`, { alone: true }) : pageTitle(matches),
    },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData.search} />;
}
