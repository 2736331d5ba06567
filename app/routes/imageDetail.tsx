import { GalleryPage } from '~/features/article/media/GalleryPage';
import { loadGallery } from '~/features/article/media/loadMedia.server';
import { WrongType } from '~/features/article/media/WrongType';
import { Comments } from '~/features/comments/Comments';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import type { Route } from './+types/imageDetail';
import { loadMediaDetail } from './mediaDetail.server';

export const handle = {
  catalogs: ['article', 'lists', 'interaction', 'comments', 'uploads', 'ads'],
} satisfies RouteHandle;

export async function loader(args: Route.LoaderArgs) {
  return loadMediaDetail(args, handle.catalogs, loadGallery);
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
