import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import type { ActivityView } from './activityView';
import { refusalMessage, signUpState } from './signUpState';
import { SignForm } from './SignForm';
import styles from './ApplyPage.module.css';

/** The sign-up page: the form while sign-up is open, else the spec's message and the way back to the activity. */
export function ApplyPage({ activity }: { activity: ActivityView }) {
  const { t } = useI18n();
  const refusal = refusalMessage[signUpState(activity, activity.now, false)];
  return (
    <section className={styles.page} aria-labelledby="apply-title">
      <h1 id="apply-title" className={styles.title}>
        {t('activity.apply')} · {activity.title}
      </h1>
      {refusal ? (
        <p className={styles.closed} role="status">
          {t(refusal)}
        </p>
      ) : (
        <SignForm activityId={activity.id} form={activity.form} now={activity.now} />
      )}
      <p className={styles.back}>
        <Link to={href.activityDetail(activity.id)}>{t('activity.detail')}</Link>
      </p>
    </section>
  );
}
