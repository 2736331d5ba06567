// onlineStudy/:id.html: a course. The course and its lessons are in the server HTML, the same for every visitor
// (cached); the member's progress and the studying itself happen in the browser after hydration.
import { useState } from 'react';
import { useI18n } from '~/i18n/context';
import { clockTime } from '~/lib/media';
import type { CourseView } from './courseView';
import { CourseStanding } from './CourseStanding';
import { LessonItem } from './LessonItem';
import { useCourseProgress } from './useCourseProgress';
import styles from './CoursePage.module.css';

export function CoursePage({ course }: { course: CourseView }) {
  const { t } = useI18n();
  const { reader, counted, signedOut } = useCourseProgress(course.id);
  const [open, setOpen] = useState<number>();
  const progress = reader.kind === 'member' ? reader.progress : undefined;
  const canStudy = reader.kind === 'member' || reader.kind === 'failed';
  return (
    <article className={styles.page}>
      {course.cover && (
        <img
          className={styles.cover}
          src={course.cover.url}
          alt=""
          width={course.cover.width || 750}
          height={course.cover.height || 422}
          fetchPriority="high"
        />
      )}
      <header className={styles.head}>
        <h1 className={styles.title}>{course.title}</h1>
        {course.summary && <p className={styles.summary}>{course.summary}</p>}
        <p className={styles.muted}>
          {t('study.facts', { count: course.lessons.length, time: clockTime(course.duration) })}
        </p>
        <p className={styles.muted}>
          {t('study.points', { lesson: course.lessonPoints, course: course.coursePoints })}
        </p>
      </header>
      <CourseStanding reader={reader} lessons={course.lessons.length} />
      <section className={styles.section} aria-labelledby="course-lessons">
        <h2 id="course-lessons" className={styles.heading}>
          {t('study.lessons')}
        </h2>
        <ol className={styles.lessons}>
          {course.lessons.map((lesson) => (
            <LessonItem
              key={lesson.id}
              lesson={lesson}
              progress={progress?.lessons.find((l) => l.lessonId === lesson.id)}
              canStudy={canStudy}
              open={open === lesson.id}
              onToggle={() => setOpen((o) => (o === lesson.id ? undefined : lesson.id))}
              onCount={counted}
              onSignIn={signedOut}
            />
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="course-description">
        <h2 id="course-description" className={styles.heading}>
          {t('study.description')}
        </h2>
        {/* the course's description, cut to the article allow-list on the server */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: course.bodyHtml }} />
      </section>
    </article>
  );
}
