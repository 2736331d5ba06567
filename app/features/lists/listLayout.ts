// How a list item is drawn, decided from the item alone so every list (home, related, search) agrees.
import { ArticleType, type ArticleSummary } from '~/api/lists/entities';
import { pictureUrl } from './pictureUrl';

export type ListLayout = 'text' | 'smallPicture' | 'bigPicture' | 'threePictures';

/** The title picture, biggest first, for cards that show one picture. */
export function titlePicture(item: ArticleSummary): string | undefined {
  return [item.picBig, item.picMiddle, item.picSmall, ...item.pictures].map(pictureUrl).find(Boolean);
}

export function threePictures(item: ArticleSummary): string[] {
  return item.pictures
    .map(pictureUrl)
    .filter((url): url is string => Boolean(url))
    .slice(0, 3);
}

export function listLayout(item: ArticleSummary): ListLayout {
  const picture = titlePicture(item);
  // Videos and lives are watched, so their picture is shown large with the play or status badge.
  if ((item.type === ArticleType.video || item.type === ArticleType.live) && picture) return 'bigPicture';
  if (item.bigPicture && picture) return 'bigPicture';
  // A gallery, or news with several body pictures, reads best as a strip of three.
  if (
    threePictures(item).length === 3 &&
    (item.type === ArticleType.gallery || item.type === ArticleType.news)
  ) {
    return 'threePictures';
  }
  return picture ? 'smallPicture' : 'text';
}
