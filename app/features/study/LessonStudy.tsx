// A lesson being studied, loaded on the tap that opens it (never with the page): the session, the lesson's player,
// and what is counted, live. The players load their own code as they do elsewhere (xgplayer on play).
import { useEffect, useRef } from 'react';
import type { StudyCount } from '~/api/study/entities';
import { useI18n } from '~/i18n/context';
import { clockTime } from '~/lib/media';
import { ArticleLesson } from './ArticleLesson';
import { AudioLesson } from './AudioLesson';
import type { LessonView } from './courseView';
import { useStudySession, type Sampling } from './useStudySession';
import { VideoLesson } from './VideoLesson';
import styles from './CoursePage.module.css';

const idle: Sampling = { studying: () => false, position: () => 0 };

export default function LessonStudy({
  lesson,
  onCount,
  onSignIn,
}: {
  lesson: LessonView;
  onCount: (count: StudyCount) => void;
  /** the member's login ran out meanwhile */
  onSignIn: () => void;
}) {
  const { t } = useI18n();
  const sampling = useRef<Sampling>(idle);
  const { status, session, counted, studying, reportFailed, flush, retry } = useStudySession(
    lesson,
    sampling,
    onCount,
  );
  useEffect(() => {
    if (status === 'signIn') onSignIn();
  }, [status, onSignIn]);
  if (status === 'signIn') return null;
  if (status === 'failed')
    return (
      <p role="alert" className={styles.note}>
        {t('study.startFailed')}{' '}
        <button type="button" className={styles.textButton} onClick={retry}>
          {t('study.retry')}
        </button>
      </p>
    );
  if (!session)
    return (
      <p role="status" className={styles.note}>
        {t('study.starting')}
      </p>
    );
  return (
    <div className={styles.study}>
      {lesson.kind === 'video' ? (
        <VideoLesson lesson={lesson} session={session} sampling={sampling} onPause={flush} />
      ) : lesson.kind === 'audio' ? (
        <AudioLesson lesson={lesson} session={session} sampling={sampling} onPause={flush} />
      ) : (
        <ArticleLesson lesson={lesson} counted={counted} sampling={sampling} />
      )}
      <p className={styles.meter}>
        <span data-counting={studying}>{t(studying ? 'study.counting' : 'study.notCounting')}</span>
        <span>
          {t('study.progress', { counted: clockTime(counted), duration: clockTime(lesson.duration) })}
        </span>
      </p>
      <p className={styles.note}>{t('study.rule')}</p>
      {reportFailed && (
        <p role="alert" className={styles.note}>
          {t('study.reportFailed')}
        </p>
      )}
    </div>
  );
}
