import { loadVideo } from '~/features/article/media/loadMedia.server';
import { VideoPage } from '~/features/article/media/VideoPage';
import { WrongType } from '~/features/article/media/WrongType';
import { Comments } from '~/features/comments/Comments';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import type { Route } from './+types/videoDetail';
import { loadMediaDetail } from './mediaDetail.server';

export const handle = {
  catalogs: ['article', 'lists', 'interaction', 'comments', 'player', 'uploads', 'ads'],
  firstLoadBudgetKB: 110,
  budgetReason:
    'the poster and play button (VideoPlayer) are in the first load so the poster paints at once and a tap plays; xgplayer and its HLS plugin load on that tap',
} satisfies RouteHandle;

export async function loader(args: Route.LoaderArgs) {
  return loadMediaDetail(args, handle.catalogs, loadVideo);
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
    <VideoPage video={loaderData} foot={<Comments view={loaderData.comments} />} dock={loaderData.comments} />
  );
}
