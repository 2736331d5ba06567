// seekArticleDetail.html: the calls for submissions, the latest first, each with where it stands; 20 a page.
import { Link } from 'react-router';
import type { CallPage } from '~/api/submission/entities';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { submissionPaths } from './paths';
import styles from './Submission.module.css';

const day = (ms: number) => formatDate(ms, 'YYYY-MM-DD');

export function CallList({ page, number }: { page: CallPage; number: number }) {
  const { t } = useI18n();
  return (
    <section className={styles.page} aria-labelledby="calls-title">
      <h1 id="calls-title" className={styles.title}>
        {t('submission.listTitle')}
      </h1>
      {page.calls.length === 0 ? (
        <p className={styles.muted}>{t('submission.empty')}</p>
      ) : (
        <ul className={styles.calls}>
          {page.calls.map((c) => (
            <li key={c.id} className={styles.call}>
              <Link className={styles.callLink} to={submissionPaths.call(c.id)}>
                {c.title}
              </Link>
              <span className={styles.muted}>
                <span className={styles.state} data-status={c.status}>
                  {t(`submission.status.${c.status}`)}
                </span>{' '}
                {c.organizer} · {day(c.startsAt)} – {day(c.endsAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <nav className={styles.pager}>
        {number > 0 && (
          <Link className={styles.action} to={`${submissionPaths.calls()}?page=${number - 1}`}>
            {t('submission.previous')}
          </Link>
        )}
        {page.hasMore && (
          <Link className={styles.action} to={`${submissionPaths.calls()}?page=${number + 1}`}>
            {t('submission.next')}
          </Link>
        )}
      </nav>
      <p>
        <Link className={styles.action} to={submissionPaths.mine()}>
          {t('submission.mineTitle')}
        </Link>
      </p>
    </section>
  );
}
