import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import styles from './MoreLink.module.css';

/**
 * The end of a paged list: a link to the next page (works without JavaScript; with it the page is appended in place),
 * or "no more", or nothing when the list is empty (its own empty state says so).
 */
export function MoreLink({
  more,
  empty,
}: {
  more: { hasMore: boolean; nextHref: string; loading: boolean; failed: boolean; loadMore: () => void };
  empty: boolean;
}) {
  const { t } = useI18n();
  if (!more.hasMore) return empty ? null : <p className={styles.state}>{t('common.noMore')}</p>;
  const load = (event: MouseEvent) => {
    event.preventDefault();
    if (!more.loading) more.loadMore();
  };
  return (
    <p className={styles.more}>
      {more.failed && (
        <span className={styles.failed} role="alert">
          {t('common.networkError')}
        </span>
      )}
      <Link
        className={styles.button}
        to={more.nextHref}
        onClick={load}
        aria-busy={more.loading || undefined}
        rel="next"
        preventScrollReset
      >
        {more.loading ? t('common.loading') : more.failed ? t('common.retry') : t('common.loadMore')}
      </Link>
    </p>
  );
}
