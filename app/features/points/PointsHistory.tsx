import type { PointsEntry } from '~/api/points/entities';
import type { useMemberPages } from '~/features/ui/member/useMemberPages';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import styles from './PointsPage.module.css';

/** Each line: what earned the points, when, and how many (a sign on both gains and spending). */
export function PointsHistory({ pages }: { pages: ReturnType<typeof useMemberPages<PointsEntry>> }) {
  const { t } = useI18n();
  if (pages.items.length === 0) return <p className={styles.empty}>{t('points.empty')}</p>;
  return (
    <>
      <ul className={styles.history}>
        {pages.items.map((entry) => (
          <li key={entry.id}>
            <span className={styles.what}>
              <span>{entry.note || entry.rule}</span>
              <time dateTime={new Date(entry.at).toISOString()}>
                {formatDate(entry.at, 'YYYY-MM-DD HH:mm')}
              </time>
            </span>
            <strong className={entry.points < 0 ? styles.spent : styles.gained}>
              {entry.points > 0 ? `+${entry.points}` : entry.points}
            </strong>
          </li>
        ))}
      </ul>
      {pages.failed && <p role="alert">{t('common.networkError')}</p>}
      {pages.hasMore ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => void pages.loadMore()}
          aria-busy={pages.loading}
        >
          {pages.loading ? t('common.loading') : t('common.loadMore')}
        </button>
      ) : (
        <p className={styles.empty}>{t('common.noMore')}</p>
      )}
    </>
  );
}
