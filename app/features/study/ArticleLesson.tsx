import { useEffect, useRef } from 'react';
import type { LessonView } from './courseView';
import type { Sampling } from './useStudySession';
import styles from './CoursePage.module.css';

/** how long after the reader's last scroll, touch or key the text still counts as being read */
const readingIdleMs = 60_000;

/**
 * An article lesson counts while it is read: its text on screen (at least a part of it) and the reader active in the
 * last minute (scrolling, touching, a key); the tab's visibility is the session's own check. Its position is the time
 * read so far, so a reader resumes with the count where they left it.
 */
export function ArticleLesson({
  lesson,
  counted,
  sampling,
}: {
  lesson: LessonView;
  counted: number;
  sampling: { current: Sampling };
}) {
  const text = useRef<HTMLDivElement>(null);
  const onScreen = useRef(false);
  const lastActive = useRef(-Infinity);
  const read = useRef(counted);
  read.current = counted;
  sampling.current = {
    studying: () => onScreen.current && performance.now() - lastActive.current < readingIdleMs,
    position: () => read.current,
  };
  useEffect(() => {
    const element = text.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      onScreen.current = entry?.isIntersecting ?? false;
    });
    observer.observe(element);
    const active = () => {
      lastActive.current = performance.now();
    };
    const events = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    events.forEach((name) => window.addEventListener(name, active, { passive: true }));
    return () => {
      observer.disconnect();
      events.forEach((name) => window.removeEventListener(name, active));
    };
  }, []);
  // the text was cut to the article allow-list on the server
  return <div ref={text} className={styles.body} dangerouslySetInnerHTML={{ __html: lesson.html }} />;
}
