// The gallery and video pages' data: the article read as the news detail reads it, its pictures or its video
// taken out of the body and shaped for their own places on the page.
import type { Article } from '~/api/article/entities';
import { itemLink } from '~/features/lists/itemLink';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { imageFor } from '~/lib/image';
import { ArticleType } from '~/api/lists/entities';
import { presentArticle, readArticle, sized, type ArticleRequest } from '../loadArticle.server';
import type { GalleryPictureView, GalleryView, VideoView, WrongTypeView } from './mediaView';

/** the body ladder's smallest cut: w375, w750 and w1080 are offered (as bodyMedia.server.ts does) */
const ladder = { body: 'w375' };
/** the page's column: the phone's width, capped by the page's max width (750 CSS px) */
export const pictureSizes = '(min-width: 750px) 750px, 100vw';

function galleryPicture(article: Article): GalleryPictureView[] {
  return article.images.map(sized).flatMap((image) => {
    const url = pictureUrl(image.url);
    if (!url) return [];
    const { src, srcSet } = imageFor(url, 'body', ladder);
    return [
      {
        src,
        ...(srcSet ? { srcSet } : {}),
        width: image.width!,
        height: image.height!,
        caption: image.caption ?? '',
      },
    ];
  });
}

function wrongType(article: Article): WrongTypeView {
  const link = itemLink(article);
  return { kind: 'wrongType', title: article.title, to: link.kind === 'internal' ? link.to : link.url };
}

/** null: no such article. A gallery's pictures leave the body for the gallery; its text stays. */
export async function loadGallery(request: ArticleRequest): Promise<GalleryView | WrongTypeView | null> {
  const read = await readArticle(request);
  if (!read) return null;
  if (read.article.type !== ArticleType.gallery) return wrongType(read.article);
  const pictures = galleryPicture(read.article);
  const first = pictures[0];
  // the first picture is the gallery's LCP: preloaded from the head
  const lead = first && {
    src: first.src,
    ...(first.srcSet ? { srcSet: first.srcSet, sizes: pictureSizes } : {}),
  };
  return { ...presentArticle(read, request, { images: [], videos: [] }, lead), kind: 'gallery', pictures };
}

/** null: no such article. The video leaves the body for the player above it. */
export async function loadVideo(request: ArticleRequest): Promise<VideoView | WrongTypeView | null> {
  const read = await readArticle(request);
  if (!read) return null;
  const { article } = read;
  if (article.type !== ArticleType.video) return wrongType(article);
  const first = article.videos[0];
  const poster = pictureUrl(article.picBig) ?? pictureUrl(first?.poster) ?? pictureUrl(article.picMiddle);
  const posterCut = poster ? imageFor(poster, 'big') : undefined;
  // the poster is the video page's LCP: preloaded from the head
  const view = presentArticle(
    read,
    request,
    {
      images: article.images.map(sized),
      videos: article.videos.filter((video) => video.url !== article.videoUrl),
    },
    posterCut && { src: posterCut.src },
  );
  return {
    ...view,
    kind: 'video',
    video: {
      url: article.videoUrl,
      ...(posterCut
        ? {
            poster: posterCut.src,
            posterWidth: posterCut.width ?? 750,
            posterHeight: posterCut.height ?? 422,
          }
        : {}),
      ...(article.picRatio ? { ratio: article.picRatio } : {}),
      title: article.title,
    },
  };
}
