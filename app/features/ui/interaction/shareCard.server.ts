// A content page's interaction target, shaped on the server from the publisher's article and the site config.
import type { Article } from '~/api/article/entities';
import type { SiteConfig } from '~/api/session/entities';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { styledUrl } from '~/lib/image';
import { shareDescription } from '~/lib/share';
import type { InteractionTarget, PosterBrand, ShareCard } from './target';

/** The page's own picture as a card takes it (the md169 style); none for a gif, which is never restyled (spec §5). */
function ownPicture(candidates: (string | undefined)[]): string | undefined {
  const url = candidates.map(pictureUrl).find(Boolean);
  return url && !/\.gif($|[?#])/i.test(url) ? styledUrl(url, 'md169') : undefined;
}

/**
 * A card picture link previews accept: ≥ 300 px wide and < 300 KB. The md169 style (750×422 JPEG) is both; without
 * one, the site's share logo stands in.
 */
export function cardPicture(candidates: (string | undefined)[], fallback: string): string | undefined {
  return ownPicture(candidates) ?? pictureUrl(fallback);
}

/** What the share poster adds to the card: the page's own picture (never the logo twice) and the site's brand. */
export function posterOf(config: SiteConfig, candidates: (string | undefined)[]): PosterBrand {
  const picture = ownPicture(candidates);
  const logo = pictureUrl(config.appShareLogo || config.appLogo || config.padLogo);
  return { siteName: config.appName, ...(picture ? { picture } : {}), ...(logo ? { logo } : {}) };
}

/**
 * The page's address as a shared link opens it: share mode (isShare=true), nothing else of the query but what the
 * canonical address itself keeps (a printed article's `paper=1`).
 */
export function shareUrlOf(canonical: string): string {
  return `${canonical}${canonical.includes('?') ? '&' : '?'}isShare=true`;
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
  const pictures = [article.shareImage, article.picBig, article.images[0]?.url];
  const image = cardPicture(pictures, r.config.appShareLogo || r.config.appLogo);
  return {
    url: shareUrlOf(r.canonical),
    title: article.shareTitle || article.title,
    description: shareDescription(article.shareSummary || article.summary || article.html),
    ...(image ? { image } : {}),
    objectType: r.objectType ?? 0,
    poster: posterOf(r.config, pictures),
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
