import { ClipFeed } from '~/features/shortVideo/ClipFeed';
import { loadClips } from '~/features/shortVideo/loadClips.server';
import { ShareOffers } from '~/features/shortVideo/ShareOffers';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/mvodShare';
import { requiredId } from './params';
import { fromPublisher } from './responses';

// within the default 100 KB: the clips play in the browser's own <video>, no player library
export const handle = { catalogs: ['shortVideo'] } satisfies RouteHandle;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const { catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() =>
    loadClips({ id, alone: true, canonical: `${url.origin}${url.pathname}` }),
  );
  return { ...view, catalog };
}

export function meta({ data: view, matches }: Route.MetaArgs) {
  if (!view) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches, view.meta.title) }, ...view.meta.head];
}

// one video, alone: the site and the app offered over it (no such video: the root's 404 with its way home)
export default function MvodShare({ loaderData }: Route.ComponentProps) {
  return <ClipFeed view={loaderData} foot={<ShareOffers hasApp={loaderData.hasApp} />} />;
}
