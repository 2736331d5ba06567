import { data } from 'react-router';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { TagPage } from '~/features/topic/TagPage';
import { loadTag } from '~/features/topic/loadCollections.server';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/tagList';
import { queryNumber, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['topic', 'lists'],
  firstLoadBudgetKB: 101,
  budgetReason: 'a list page that shows the top bar (spec §2): its 0.5 KB on top of the list',
  title: 'topic.tag.title',
} satisfies RouteHandle;

/** The articles carrying a tag, `?page=` from 0, 20 a page. */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const tagId = requiredId(params.tagId);
  const page = Math.min(queryNumber(url.searchParams, 'page') ?? 0, 500);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() => loadTag({ tagId, page, t }));
  return data({ view, catalog });
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, page?.view.name) }];
}

export default function TagList({ loaderData: { view } }: Route.ComponentProps) {
  return <TagPage view={view} />;
}
