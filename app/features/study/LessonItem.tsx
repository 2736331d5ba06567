import { lazy, Suspense } from 'react';
import type { LessonProgress, StudyCount } from '~/api/study/entities';
import { useI18n } from '~/i18n/context';
import { clockTime } from '~/lib/media';
import type { LessonView } from './courseView';
import styles from './CoursePage.module.css';

const LessonStudy = lazy(() => import('./LessonStudy'));

/** One lesson: its kind, length, points and the member's progress; open, it is being studied. */
export function LessonItem({
  lesson,
  progress,
  canStudy,
  open,
  onToggle,
  onCount,
  onSignIn,
}: {
  lesson: LessonView;
  progress?: LessonProgress;
  canStudy: boolean;
  open: boolean;
  onToggle: () => void;
  onCount: (count: StudyCount) => void;
  onSignIn: () => void;
}) {
  const { t } = useI18n();
  const started = (progress?.counted ?? 0) > 0;
  const titleId = `lesson-${lesson.id}`;
  return (
    <li className={styles.lesson} aria-labelledby={titleId} data-done={progress?.done ?? false}>
      <div className={styles.lessonHead}>
        <span className={styles.kind}>{t(`study.kind.${lesson.kind}`)}</span>
        <h3 id={titleId} className={styles.lessonTitle}>
          {lesson.title}
        </h3>
      </div>
      <p className={styles.lessonFacts}>
        <span>{t('study.length', { time: clockTime(lesson.duration) })}</span>
        <span>{t('study.lessonPoints', { count: lesson.points })}</span>
        {progress?.done ? (
          <strong className={styles.done}>{t('study.lessonDone')}</strong>
        ) : (
          started && (
            <span>
              {t('study.progress', {
                counted: clockTime(progress?.counted ?? 0),
                duration: clockTime(lesson.duration),
              })}
            </span>
          )
        )}
      </p>
      {canStudy && (
        <button type="button" className={styles.secondary} aria-expanded={open} onClick={onToggle}>
          {t(open ? 'study.close' : started ? 'study.continue' : 'study.start')}
        </button>
      )}
      {open && (
        <Suspense
          fallback={
            <p role="status" className={styles.note}>
              {t('study.starting')}
            </p>
          }
        >
          <LessonStudy lesson={lesson} onCount={onCount} onSignIn={onSignIn} />
        </Suspense>
      )}
    </li>
  );
}
