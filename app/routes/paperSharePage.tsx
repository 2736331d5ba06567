import { useLocation } from 'react-router';
import { EditionPage } from '~/features/paper/EditionPage';
import { loadEdition } from '~/features/paper/loadEdition.server';
import { readingOf } from '~/features/paper/readingHref';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/paperSharePage';
import { optionalId, queryNumber } from './params';
import { fromPublisher, notFound } from './responses';

export const handle = { catalogs: ['paper'] } satisfies RouteHandle;

/** An issue's day as the address spells it (yyyyMMdd), its page's 版次 ("01", "A3"); anything else names nothing. */
function segment(value: string | undefined, shape: RegExp): string | undefined {
  if (value === undefined) return undefined;
  if (!shape.test(value)) throw notFound();
  return value;
}

/**
 * The address's segments by place: the router fills optional segments before a suffix from the last one
 * (paperSharePage/20250401.html comes as `layout`, paperSharePage/20250401/5.html as `time` and `layout`), so a
 * day, a paper and a page are the present values in the order the path holds them.
 */
function addressed(params: Route.LoaderArgs['params']) {
  const [time, paperId, layout] = [params.time, params.paperId, params.layout].filter((v) => v !== undefined);
  return { time, paperId, layout };
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const address = addressed(params);
  const date = segment(address.time, /^\d{8}$/);
  const paperId = optionalId(address.paperId);
  const pageNumber = segment(address.layout, /^[0-9A-Za-z]{1,4}$/);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const key = url.searchParams.get('q')?.trim() || undefined;
  const view = await fromPublisher(() =>
    loadEdition({
      date,
      paperId,
      pageNumber,
      reading: readingOf(url.searchParams),
      articleId: queryNumber(url.searchParams, 'article'),
      key,
      canonical: `${url.origin}${url.pathname}`,
      t,
    }),
  );
  return { ...view, catalog };
}

export function meta({ data: view, matches }: Route.MetaArgs) {
  if (!view) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches, view.meta.title) }, ...view.meta.head];
}

// no such paper, day or page (404) or the publisher away (503): the root's error page, with its way home
export default function PaperSharePage({ loaderData }: Route.ComponentProps) {
  // a navigation (another day, reading or search) starts from the page it names; a swipe turns in place
  return <EditionPage key={useLocation().key} view={loaderData} />;
}
