import { Link, useLocation } from 'react-router';
import { useI18n } from '~/i18n/context';
import { clockTime } from '~/lib/media';
import { href } from '~/lib/paths';
import { platform } from '~/platform/platform';
import type { Reader } from './useCourseProgress';
import styles from './CoursePage.module.css';

/** Where the member stands in the course, and the certificate once completed; a visitor is asked to sign in. */
export function CourseStanding({ reader, lessons }: { reader: Reader; lessons: number }) {
  const { t } = useI18n();
  const location = useLocation();
  if (reader.kind === 'failed')
    return (
      <p className={styles.standing} role="status">
        {t('study.progressFailed')}
      </p>
    );
  if (reader.kind === 'member') {
    const { progress } = reader;
    return (
      <div className={styles.standing} role="status">
        <p>
          {t('study.courseProgress', {
            done: progress.doneLessons,
            total: lessons,
            time: clockTime(progress.counted),
          })}
        </p>
        {progress.completed && (
          <p className={styles.completed}>
            <strong>{t('study.completed')}</strong>
            {progress.certificate && (
              <Link
                className={styles.button}
                to={`/previewPDF.html?url=${encodeURIComponent(progress.certificate)}`}
              >
                {t('study.certificate')}
              </Link>
            )}
          </p>
        )}
      </div>
    );
  }
  // loading, as the server draws it too: without JavaScript nobody is known, so the way in is the login
  return (
    <div className={styles.standing}>
      <p>{t('study.signInLead')}</p>
      <Link
        className={styles.button}
        to={href.login(`${location.pathname}${location.search}`)}
        onClick={(event) => {
          if (!platform().isNativeApp) return;
          event.preventDefault();
          platform().openLogin();
        }}
      >
        {t('study.signIn')}
      </Link>
    </div>
  );
}
