import { data } from 'react-router';
import { isPublisherError } from '~/api/errors';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { loadPublishedTipoff } from '~/features/tipoff/loadTipoff.server';
import { TipoffDetailPage } from '~/features/tipoff/TipoffDetailPage';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/tipoffDetail';
import { requiredId } from './params';

export const handle = {
  title: 'tipoff.title',
  catalogs: ['tipoff'],
} satisfies RouteHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const { catalog } = requestCatalog(request, handle.catalogs);
  const published = await publishedOrNone(id);
  // a published tip-off is public; any other page is the member's own, read in the browser: never shared
  return data(
    { id, published, catalog },
    published ? undefined : { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

async function publishedOrNone(id: number) {
  try {
    return await loadPublishedTipoff(id);
  } catch (error) {
    // the publisher down: the member's own is read in the browser anyway, which says so if it fails too
    if (isPublisherError(error)) return null;
    throw error;
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  return [
    { title: pageTitle(matches, data.published?.title) },
    ...(data.published ? [] : [{ name: 'robots', content: 'noindex' }]),
  ];
}

export default function TipoffDetail({ loaderData }: Route.ComponentProps) {
  const { id, published } = loaderData;
  return <TipoffDetailPage id={id} published={published} />;
}
