// The news detail's data, fetched and shaped on the server: the body sanitised, words formatted.
import { bylineRoles, type Article, type BodyImage } from '~/api/article/entities';
import type { ArticleSummary } from '~/api/lists/entities';
import { publisherForServer } from '~/api/server';
import type { SiteConfig } from '~/api/session/entities';
import { formatReadCount } from '~/lib/count';
import { interactionTarget, shareCardOf } from '~/features/ui/interaction/shareCard.server';
import { articleMeta } from './articleMeta.server';
import { isPreview } from '~/lib/pageModes';
import { presentEntries } from '~/features/lists/present.server';
import type { Translate } from '~/i18n/translate';
import type { ArticleView, Credit } from './articleView';
import { publishTime } from './publishTime';
import { audioFigure } from './audioFigure.server';
import { leadImageOf, type LeadImage } from './bodyMedia.server';
import { sanitizeArticleBodyMemo, type BodyMedia } from './sanitize.server';
import { relatedIsland } from './relatedIsland';

export interface ArticleRequest {
  id: number;
  columnId?: number;
  /** the preview flags were in the query */
  previewAsked: boolean;
  /** the CMS's signed preview token from the query, when the page came with one */
  previewToken?: string;
  share: boolean;
  /** the page's address without its query, for the canonical link */
  canonical: string;
  t: Translate;
}

function credits(article: Article): Credit[] {
  return bylineRoles
    .filter((role) => role !== 'source')
    .flatMap((role) => (article.byline[role] ? [{ role, name: article.byline[role]! }] : []));
}

/**
 * Pictures without their size would make the text jump as they arrive; the spec's default ratio
 * (16:9, §5) reserves the space until the picture itself says otherwise.
 */
export function sized(image: BodyImage): BodyImage {
  return image.width && image.height ? image : { ...image, width: 750, height: 422 };
}

export interface ArticleRead {
  config: SiteConfig;
  article: Article;
  related: ArticleSummary[];
  recommended: ArticleSummary[];
}

/** The publisher's reads for an article page; null: no such article. Throws its PublisherError when it fails. */
export async function readArticle(request: ArticleRequest): Promise<ArticleRead | null> {
  const publisher = publisherForServer();
  const [config, article, related, recommended] = await Promise.all([
    publisher.session.getConfig(),
    publisher.article.getArticleContent({
      id: request.id,
      columnId: request.columnId,
      preview: request.previewAsked,
      previewToken: request.previewToken,
    }),
    // related articles are a bonus: the article reads without them
    publisher.lists.getRelArticles(request.id).catch(() => []),
    publisher.lists.recommendList(request.id).catch(() => []),
    relatedIsland.preload(),
  ]);
  return article ? { config, article, related, recommended } : null;
}

/** null: no such article. Throws the client's PublisherError when the publisher fails. */
export async function loadArticle(request: ArticleRequest): Promise<ArticleView | null> {
  const read = await readArticle(request);
  return read && presentArticle(read, request);
}

/**
 * The article as a page draws it. `media`: the pictures and videos the body places (default: all of them, sized);
 * a page that shows them elsewhere passes fewer, and the picture it shows first as `lead` (preloaded from the head).
 * An article's audio opens the body.
 */
export function presentArticle(
  { config, article, related, recommended }: ArticleRead,
  request: ArticleRequest,
  media: BodyMedia = { images: article.images.map(sized), videos: article.videos },
  lead?: LeadImage,
): ArticleView {
  const { t } = request;
  const presenting = { now: Date.now(), t, globalCount: config.globalCount };
  const audio = article.audio && audioFigure(article.audio, t);
  const bodyHtml = (audio ?? '') + sanitizeArticleBodyMemo(article.id, article.html, media);
  const leadImage = lead ?? leadImageOf(bodyHtml);
  const preview = isPreview(article, { preview: request.previewAsked });
  const shared = { article, config, canonical: request.canonical, shareMode: request.share };
  const card = shareCardOf(shared);
  return {
    id: article.id,
    columnId: article.columnId,
    title: article.title,
    leadTitle: article.leadTitle,
    subtitle: article.subtitle,
    source: article.byline.source || article.source,
    ...(config.globalCount.showPubTime && article.publishedAt
      ? { time: publishTime(article.publishedAt) }
      : {}),
    ...(config.globalCount.showReadCount ? { views: formatReadCount(article.reads, 'tenThousand') } : {}),
    credits: credits(article),
    bodyHtml,
    ...(leadImage ? { leadImage } : {}),
    related: presentEntries(related.length ? related : article.related, presenting),
    recommended: presentEntries(recommended, presenting),
    ads: article.ads,
    preview,
    commentsClosed: article.discussClosed,
    share: request.share,
    ...(preview
      ? {}
      : {
          interaction: interactionTarget(shared),
        }),
    meta: {
      title: card.title,
      head: articleMeta({
        card,
        canonical: request.canonical,
        siteName: config.appName,
        ...(leadImage ? { lead: leadImage } : {}),
        preview,
      }),
    },
  };
}
