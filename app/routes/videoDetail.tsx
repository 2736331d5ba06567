import { data } from 'react-router';
import { loadVideo } from '~/features/article/media/loadMedia.server';
import { VideoPage } from '~/features/article/media/VideoPage';
import { WrongType } from '~/features/article/media/WrongType';
import { Comments } from '~/features/comments/Comments';
import { closedIf, loadCommentsFoot } from '~/features/comments/loadComments.server';
import { interactionBar } from '~/features/ui/interaction/interactionBar';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import { pageModesFrom } from '~/lib/pageModes';
import type { Route } from './+types/videoDetail';
import { optionalId, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['article', 'lists', 'interaction', 'comments', 'player'],
  firstLoadBudgetKB: 110,
  budgetReason:
    'the poster and play button (VideoPlayer) are in the first load so the poster paints at once and a tap plays; xgplayer and its HLS plugin load on that tap',
} satisfies RouteHandle;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const modes = pageModesFrom(url.searchParams);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const id = requiredId(params.id);
  const [video, comments] = await Promise.all([
    fromPublisher(() =>
      loadVideo({
        id,
        columnId: optionalId(params.columnId),
        previewAsked: modes.preview,
        share: modes.share,
        canonical: `${url.origin}${url.pathname}`,
        t,
      }),
    ),
    loadCommentsFoot({ articleId: id, source: 0, closed: false, t }),
    interactionBar.preload(),
  ]);
  // an article of another type is not found here: the page says so and opens it where it belongs
  if (video.kind === 'wrongType') return data({ ...video, catalog }, { status: 404 });
  const headers = video.preview ? { 'Cache-Control': 'private, no-store' } : undefined;
  return data(
    { ...video, comments: closedIf(comments, video.commentsClosed), catalog },
    headers && { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: video, matches }: Route.MetaArgs) {
  if (!video) return matches[0]?.meta ?? [];
  if (video.kind === 'wrongType') return [{ title: pageTitle(matches, video.title) }];
  return [{ title: pageTitle(matches, video.meta.title, { alone: true }) }, ...video.meta.head];
}

// no such article (404) or the publisher away (503): the root's error page, with its way home
export default function VideoDetail({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'wrongType' ? (
    <WrongType view={loaderData} />
  ) : (
    <VideoPage video={loaderData} foot={<Comments view={loaderData.comments} />} />
  );
}
