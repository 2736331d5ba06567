import type { Ad } from '~/api/ads/entities';
import { AdLink } from './AdLink';
import { AdsAfterIdle } from './AdsAfterIdle';

/** The ads under an article's body, before the related articles and the comments; nothing when it has none. */
export function ArticleAds({ ads }: { ads: Ad[] }) {
  if (ads.length === 0) return null;
  return (
    <>
      {ads.map((ad) => (
        <AdLink key={ad.id} ad={ad} variant="article" />
      ))}
      <AdsAfterIdle ads={ads.map((ad) => ad.id).join()} />
    </>
  );
}
