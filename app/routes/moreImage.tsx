import { data } from 'react-router';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { loadModulePage } from '~/features/topic/loadModuleMore.server';
import { ModulePages } from '~/features/topic/ModuleMorePage';
import { requestCatalog } from '~/i18n/request.server';
import { href } from '~/lib/paths';
import type { Route } from './+types/moreImage';
import { optionalId, queryNumber } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['topic', 'lists'],
  firstLoadBudgetKB: 101,
  budgetReason: 'a list page that shows the top bar (spec §2): its 0.5 KB on top of the list',
  title: 'topic.modules.title',
} satisfies RouteHandle;

/** The "more" of home's picture module (type 11): `id` the module, `?page=` from 0, 20 a page; no id, as moreModules. */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = optionalId(params.id);
  const page = Math.min(queryNumber(url.searchParams, 'page') ?? 0, 500);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() => loadModulePage({ id, page, t }));
  return data({ ...view, catalog });
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, page?.view?.name) }];
}

export default function MoreImage({ loaderData }: Route.ComponentProps) {
  return <ModulePages page={loaderData} pageHref={href.moreImage} />;
}
