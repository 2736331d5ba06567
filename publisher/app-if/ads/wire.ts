import { inArray } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import { articles, type AdPlacement, type AdRow } from '../../db/schema/index.ts';
import { picUrl, wireTime } from '../../wire.ts';

type Size = { width: number; height: number };

/** `style`: where the ad stands (docs/ads.md). */
export const AD_STYLE: Record<AdPlacement, number> = { feed: 1, column: 2, article: 3, startPage: 4 };
/** `type` (never 0: Founder's clients read a list item with type ≠ 0 as an ad): 1 a link, 2 an article of the site */
export const AD_TYPE = { link: 1, article: 2 } as const;

/**
 * One ad as the FounderReader clients read it among list items (PUBLISHER_API §5): `advID`, `style`, `type`,
 * `position`, `adOrder`, `imgUrl` with its pixel size, `startTime`/`endTime`, `pageTime`, and where it leads:
 * `link` (http/https) or `articleID` with the article's column.
 */
export function adWire(publicUrl: string, ad: AdRow, size: Size | undefined, articleColumn: number) {
  return {
    advID: ad.advId,
    style: AD_STYLE[ad.placement],
    type: ad.articleId ? AD_TYPE.article : AD_TYPE.link,
    title: ad.title,
    advertiser: ad.advertiser,
    position: ad.position,
    adOrder: ad.adOrder,
    imgUrl: picUrl(publicUrl, ad.pictureRef),
    width: size?.width ?? 0,
    height: size?.height ?? 0,
    link: ad.articleId ? '' : ad.link,
    articleID: ad.articleId ?? 0,
    /** the column of the ad (feed, column) or, for an ad that opens an article, the article's */
    columnID: ad.articleId ? articleColumn : (ad.columnId ?? 0),
    startTime: wireTime(ad.startAt),
    endTime: wireTime(ad.endAt),
    pageTime: ad.pageTime,
  };
}

/** Ads on the wire, with their pictures' sizes and the columns of the articles they open. */
export async function adsWire(ctx: PublisherContext, rows: AdRow[]) {
  if (rows.length === 0) return [];
  const articleIds = rows.flatMap((r) => (r.articleId ? [r.articleId] : []));
  const [sizes, columnsOf] = await Promise.all([
    ctx.articles.imageSizes(rows.map((r) => r.pictureRef)),
    articleIds.length
      ? ctx.db
          .select({ fileId: articles.fileId, columnId: articles.columnId })
          .from(articles)
          .where(inArray(articles.fileId, articleIds))
      : Promise.resolve([]),
  ]);
  const column = new Map(columnsOf.map((a) => [a.fileId, a.columnId]));
  return rows.map((r) =>
    adWire(ctx.publicUrl, r, sizes.get(r.pictureRef), column.get(r.articleId ?? 0) ?? 0),
  );
}
