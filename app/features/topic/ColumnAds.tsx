import type { Ad } from '~/api/ads/entities';
import { AdLink } from '~/features/ads/AdLink';
import { AdsAfterIdle } from '~/features/ads/AdsAfterIdle';
import { ArticleList } from '~/features/lists/ArticleList';
import { interleave } from '~/features/lists/interleave';
import type { ListEntry } from '~/features/lists/listEntry';

/**
 * A column page's items with its ads: the banner at the head of the list, the feed ads at the positions the publisher
 * gives, as on home. An island (columnAdsIsland): in the server HTML, its code after the first paint, so the ads add
 * nothing to the page's first load.
 */
export default function ColumnAds({
  entries,
  ads,
  banner,
  picturesLeft,
}: {
  entries: ListEntry[];
  ads: Ad[];
  banner?: Ad;
  picturesLeft: boolean;
}) {
  const watched = [banner, ...ads].map((ad) => ad?.id ?? '').join();
  const blocks = interleave(entries, [], ads);
  const firstItems = blocks.findIndex((block) => block.kind === 'items');
  return (
    <>
      {banner && <AdLink ad={banner} variant="banner" />}
      {blocks.map((block, index) =>
        block.kind === 'ad' ? (
          <AdLink key={`ad-${block.ad.id}`} ad={block.ad} variant="feed" />
        ) : block.kind === 'items' ? (
          <ArticleList
            key={`items-${index}`}
            entries={block.items}
            picturesLeft={picturesLeft}
            eagerFirst={index === firstItems}
          />
        ) : null,
      )}
      <AdsAfterIdle ads={watched} />
    </>
  );
}
