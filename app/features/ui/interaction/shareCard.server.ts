// A content page's interaction target, shaped on the server from the publisher's article and the site config.
import type { Article } from '~/api/article/entities';
import type { SiteConfig } from '~/api/session/entities';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { styledUrl } from '~/lib/image';
import { shareDescription } from '~/lib/share';
import type { InteractionTarget, ShareCard } from './target';

/**
 * A card picture link previews accept: ≥ 300 px wide and < 300 KB. The md169 style (750×422 JPEG) is both; a gif
 * is never restyled (spec §5), so the site's share logo stands in for it.
 */
export function cardPicture(candidates: (string | undefined)[], fallback: string): string | undefined {
  const url = candidates.map(pictureUrl).find(Boolean);
  if (url && !/\.gif($|[?#])/i.test(url)) return styledUrl(url, 'md169');
  return pictureUrl(fallback);
}

/** The page's address as a shared link opens it: share mode (isShare=true), nothing else of the query. */
export function shareUrlOf(canonical: string): string {
  return `${canonical}?isShare=true`;
}

export interface InteractionRequest {
  article: Article;
  config: SiteConfig;
  /** the page's address without its query */
  canonical: string;
  shareMode: boolean;
  /** spec §3 share params' forbidShare: the page itself refuses sharing */
  forbidShare?: boolean;
  /** spec §4 object type; articles 0 */
  objectType?: number;
}

export function shareCardOf(r: InteractionRequest): ShareCard {
  const { article } = r;
  const image = cardPicture(
    [article.shareImage, article.picBig, article.images[0]?.url],
    r.config.appShareLogo || r.config.appLogo,
  );
  return {
    url: shareUrlOf(r.canonical),
    title: article.shareTitle || article.title,
    description: shareDescription(article.shareSummary || article.summary || article.html),
    ...(image ? { image } : {}),
    objectType: r.objectType ?? 0,
  };
}

export function interactionTarget(r: InteractionRequest): InteractionTarget {
  const closed = r.article.shareClosed || r.forbidShare;
  return {
    id: r.article.id,
    likes: r.article.likes,
    shareMode: r.shareMode,
    ...(closed ? {} : { share: shareCardOf(r) }),
    countRead: true,
  };
}
