import { data } from 'react-router';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { loadLinkArticle } from '~/features/topic/loadLinkArticle.server';
import { LinkPage } from '~/features/topic/LinkPage';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/linkDetail';
import { requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['topic'],
  title: 'topic.link.title',
} satisfies RouteHandle;

/** A link article: its checked target, one tap away. Nothing in the request chooses where it leads. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const { catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() => loadLinkArticle(id));
  return data({ view, catalog });
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, page?.view.title) }];
}

export default function LinkDetail({ loaderData: { view } }: Route.ComponentProps) {
  return <LinkPage view={view} />;
}
