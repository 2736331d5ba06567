import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import styles from './ClipFeed.module.css';

/** mvodShare: the site and, where the publisher has one, its app, offered over the video and forced on nobody. */
export function ShareOffers({ hasApp }: { hasApp: boolean }) {
  const { t } = useI18n();
  return (
    <nav className={styles.offers} aria-label={t('shortVideo.feed')}>
      <Link className={styles.offer} to={href.home()}>
        {t('shortVideo.moreOnSite')}
      </Link>
      {hasApp && (
        <Link className={styles.offer} to={href.downloadClient()}>
          {t('shortVideo.openApp')}
        </Link>
      )}
    </nav>
  );
}
