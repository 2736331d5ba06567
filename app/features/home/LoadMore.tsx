import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import styles from './LoadMore.module.css';

/**
 * A link to the next page, so it works without JavaScript; with JavaScript the page is fetched
 * and appended in place instead of navigating.
 */
export function LoadMore({
  href,
  loading,
  failed,
  onLoad,
}: {
  href: string;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}) {
  const { t } = useI18n();
  const load = (event: MouseEvent) => {
    event.preventDefault();
    if (!loading) onLoad();
  };
  return (
    <p className={styles.more}>
      {failed && (
        <span className={styles.failed} role="alert">
          {t('home.loadFailed')}
        </span>
      )}
      <Link className={styles.button} to={href} onClick={load} aria-busy={loading || undefined} rel="next">
        {loading ? t('common.loading') : failed ? t('common.retry') : t('common.loadMore')}
      </Link>
    </p>
  );
}
