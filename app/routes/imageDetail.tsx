import { data } from 'react-router';
import { GalleryPage } from '~/features/article/media/GalleryPage';
import { loadGallery } from '~/features/article/media/loadMedia.server';
import { WrongType } from '~/features/article/media/WrongType';
import { Comments } from '~/features/comments/Comments';
import { closedIf, loadCommentsFoot } from '~/features/comments/loadComments.server';
import { interactionBar } from '~/features/ui/interaction/interactionBar';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import { pageModesFrom } from '~/lib/pageModes';
import type { Route } from './+types/imageDetail';
import { optionalId, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = { catalogs: ['article', 'lists', 'interaction', 'comments'] } satisfies RouteHandle;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const modes = pageModesFrom(url.searchParams);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const id = requiredId(params.id);
  const [gallery, comments] = await Promise.all([
    fromPublisher(() =>
      loadGallery({
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
  if (gallery.kind === 'wrongType') return data({ ...gallery, catalog }, { status: 404 });
  const headers = gallery.preview ? { 'Cache-Control': 'private, no-store' } : undefined;
  return data(
    { ...gallery, comments: closedIf(comments, gallery.commentsClosed), catalog },
    headers && { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: gallery, matches }: Route.MetaArgs) {
  if (!gallery) return matches[0]?.meta ?? [];
  if (gallery.kind === 'wrongType') return [{ title: pageTitle(matches, gallery.title) }];
  return [{ title: pageTitle(matches, gallery.meta.title, { alone: true }) }, ...gallery.meta.head];
}

// no such article (404) or the publisher away (503): the root's error page, with its way home
export default function ImageDetail({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'wrongType' ? (
    <WrongType view={loaderData} />
  ) : (
    <GalleryPage gallery={loaderData} foot={<Comments view={loaderData.comments} />} />
  );
}
