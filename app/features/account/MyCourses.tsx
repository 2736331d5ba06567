// 我的课程 on the member's page: the courses they studied, most recent first, each with how far they are.
import { Link } from 'react-router';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { courseHref } from '~/lib/coursePaths';
import styles from './MemberAccount.module.css';

export function MyCourses() {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('study', (api) => api.myCourses(0));
  // the page above already offers login to a visitor, and says it is loading
  if (state.kind === 'loading' || state.kind === 'visitor') return null;
  return (
    <section className={styles.courses} aria-labelledby="my-courses">
      <h2 id="my-courses" className={styles.heading}>
        {t('account.me.courses')}
      </h2>
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.text}>
          {t('common.networkError')}{' '}
          <button type="button" className={styles.textButton} onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : state.data.length === 0 ? (
        <p className={styles.text}>{t('account.me.coursesEmpty')}</p>
      ) : (
        <ul className={styles.courseList}>
          {state.data.map((course) => (
            <li key={course.id}>
              <Link to={courseHref(course.id)}>{course.title}</Link>
              <span className={styles.text}>
                {course.completed
                  ? t('account.me.courseDone')
                  : t('account.me.courseProgress', { done: course.doneLessons, total: course.lessonCount })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
