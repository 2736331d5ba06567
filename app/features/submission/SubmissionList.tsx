// The member's submissions (to one call, or all), each with its review state, opening its page.
import { Link } from 'react-router';
import type { Submission } from '~/api/submission/entities';
import { useI18n } from '~/i18n/context';
import { submissionPaths } from './paths';
import styles from './Submission.module.css';

export function SubmissionList({ submissions, withCall }: { submissions: Submission[]; withCall: boolean }) {
  const { t } = useI18n();
  if (submissions.length === 0) return <p className={styles.muted}>{t('submission.mine.empty')}</p>;
  return (
    <ul className={styles.list}>
      {submissions.map((s) => (
        <li key={s.id}>
          <Link className={styles.action} to={submissionPaths.submission(s.id)}>
            {s.title}
          </Link>{' '}
          <span className={styles.state} data-state={s.status}>
            {t(`submission.state.${s.status}`)}
          </span>
          {withCall && <span className={styles.muted}> · {s.callTitle}</span>}
        </li>
      ))}
    </ul>
  );
}
