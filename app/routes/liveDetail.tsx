import { data } from 'react-router';
import { LivePage } from '~/features/live/LivePage';
import { liveTitle } from '~/features/live/liveTitle';
import { livePlayer } from '~/features/live/LiveVideo';
import { loadLive } from '~/features/live/loadLive.server';
import { Comments } from '~/features/comments/Comments';
import { loadCommentsFoot } from '~/features/comments/loadComments.server';
import { interactionBar } from '~/features/ui/interaction/interactionBar';
import { pageModesFrom } from '~/lib/pageModes';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog, requestLanguage } from '~/i18n/request.server';
import type { Route } from './+types/liveDetail';
import { optionalId, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['live', 'lists', 'player', 'interaction', 'comments', 'uploads'],
  firstLoadBudgetKB: 103,
  budgetReason:
    'the page follows a live as it happens: its report feed, tabs, order switch and new-report notice hydrate with it (the socket itself loads after)',
} satisfies RouteHandle;

/** `liveId` is the live topic id (liveView's id, what the socket follows); the optional first segment its article. */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.liveId);
  // the article segment is not needed to read the live, but a segment that is not an id names nothing: 404
  optionalId(params.linkID);
  const lang = requestLanguage(request);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const canonical = `${url.origin}${url.pathname}`;
  const shareMode = pageModesFrom(url.searchParams).share;
  const [live, comments] = await Promise.all([
    fromPublisher(() => loadLive({ id, lang, t, canonical, shareMode })),
    // a live's comments are source 1, under the live's own id
    loadCommentsFoot({ articleId: id, source: 1, shareMode, t }),
    livePlayer.preload(),
    interactionBar.preload(),
  ]);
  const foot = { ...comments, recordId: live.articleId, open: comments.open && !live.commentsClosed };
  return data({ ...live, comments: foot, catalog });
}

export function meta({ data: live, matches }: Route.MetaArgs) {
  if (!live) return matches[0]?.meta ?? [];
  return [
    { title: pageTitle(matches, liveTitle(live.title, live.status, live.titlePrefixes), { alone: true }) },
  ];
}

// an unknown live (liveView's -1) or the publisher away: the root's error page (404 or 503, a way home)
export default function LiveDetail({ loaderData }: Route.ComponentProps) {
  return <LivePage live={loaderData} foot={<Comments view={loaderData.comments} />} />;
}
