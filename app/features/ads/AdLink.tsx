import { Link } from 'react-router';
import type { Ad } from '~/api/ads/entities';
import { useI18n } from '~/i18n/context';
import { adLink } from './adLink';
import styles from './AdLink.module.css';

/** How an ad stands: among list items (title, picture, label), a column's banner (the picture), under an article. */
export type AdVariant = 'feed' | 'banner' | 'article';

/**
 * One ad as a plain link with its picture, readable without JavaScript: labelled 广告 in the reader's language, its
 * box sized from the picture's pixels before it loads, `data-ad` for the ad event (adEvents.client.ts).
 */
export function AdLink({ ad, variant }: { ad: Ad; variant: AdVariant }) {
  const { t } = useI18n();
  const link = adLink(ad);
  const titled = variant !== 'banner' && ad.title !== '';
  const sized = ad.width > 0 && ad.height > 0;
  // no size sent: the place's usual shape (750 × 200 a banner, 750 × 300 the others), so the box is still kept
  const body = (
    <>
      {titled && <span className={styles.title}>{ad.title}</span>}
      <img
        className={styles.picture}
        src={ad.picture}
        alt={titled ? '' : ad.title || ad.advertiser}
        width={sized ? ad.width : 750}
        height={sized ? ad.height : variant === 'banner' ? 200 : 300}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.footer}>
        <span className={styles.label}>{t('ads.label')}</span>
        {ad.advertiser && <span className={styles.advertiser}>{ad.advertiser}</span>}
      </span>
    </>
  );
  const props = {
    className: variant === 'feed' ? styles.ad : `${styles.ad} ${styles[variant]}`,
    'data-ad': ad.id,
  };
  return link.kind === 'external' ? (
    <a {...props} href={link.url} target="_blank" rel="noopener noreferrer sponsored">
      {body}
      <span className="visually-hidden">{t('ads.newWindow')}</span>
    </a>
  ) : (
    <Link {...props} to={link.to}>
      {body}
    </Link>
  );
}
