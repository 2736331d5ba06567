import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { ArticleError } from '~/features/article/ArticleError';
import { useReadCount } from '~/features/article/useReadCount';
import { LivePage } from '~/features/live/LivePage';
import { liveTitle } from '~/features/live/liveTitle';
import { loadLive } from '~/features/live/loadLive.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog, requestLanguage } from '~/i18n/request.server';
import { pageModesFrom } from '~/lib/pageModes';
import type { Route } from './+types/liveDetail';
import { optionalId, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['live', 'lists'],
  firstLoadBudgetKB: 103,
  budgetReason:
    'the page follows a live as it happens: its report feed, tabs, order switch and new-report notice hydrate with it (the socket itself loads after)',
} satisfies RouteHandle;

/** `liveId` is the live topic id (liveView's id, what the socket follows); the optional first segment its article. */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.liveId);
  // the article segment is not needed to read the live, but a segment that is not an id names nothing: 404
  optionalId(params.linkID);
  const modes = pageModesFrom(url.searchParams);
  const lang = requestLanguage(request);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const live = await fromPublisher(() => loadLive({ id, share: modes.share, lang, t }));
  return data({ ...live, catalog });
}

export function meta({ data: live, matches }: Route.MetaArgs) {
  if (!live) return matches[0]?.meta ?? [];
  return [
    { title: pageTitle(matches, liveTitle(live.title, live.status, live.titlePrefixes), { alone: true }) },
  ];
}

export default function LiveDetail({ loaderData }: Route.ComponentProps) {
  useReadCount(loaderData.articleId, loaderData.share);
  return <LivePage live={loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) {
    return <ArticleError notFound={error.status === 404} />;
  }
  throw error;
}
