// inputArticleDetail.html: 我的投稿, every call's, newest first, and the way to the calls.
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { MemberSubmissions } from './MemberSubmissions';
import { submissionPaths } from './paths';
import styles from './Submission.module.css';

export function MySubmissionsPage() {
  const { t } = useI18n();
  return (
    <section className={styles.page} aria-labelledby="my-submissions-title">
      <h1 id="my-submissions-title" className={styles.title}>
        {t('submission.mineTitle')}
      </h1>
      <MemberSubmissions />
      <p>
        <Link className={styles.action} to={submissionPaths.calls()}>
          {t('submission.more')}
        </Link>
      </p>
    </section>
  );
}
