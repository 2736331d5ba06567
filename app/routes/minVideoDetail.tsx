import { ClipFeed } from '~/features/shortVideo/ClipFeed';
import { loadClips } from '~/features/shortVideo/loadClips.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/minVideoDetail';
import { requiredId } from './params';
import { fromPublisher } from './responses';

// within the default 100 KB: the clips play in the browser's own <video>, no player library
export const handle = { catalogs: ['shortVideo'] } satisfies RouteHandle;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const { catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() =>
    loadClips({ id, alone: false, canonical: `${url.origin}${url.pathname}` }),
  );
  return { ...view, catalog };
}

export function meta({ data: view, matches }: Route.MetaArgs) {
  if (!view) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches, view.meta.title) }, ...view.meta.head];
}

// no such video (404) or the publisher away (503): the root's error page, with its way home
export default function MinVideoDetail({ loaderData }: Route.ComponentProps) {
  return <ClipFeed view={loaderData} />;
}
