// The member's progress in a course, read after hydration (the course page itself is the same for everyone and
// cached), and kept current by what each report of a lesson counted.
import { useCallback, useEffect, useState } from 'react';
import type { CourseProgress, LessonProgress, StudyCount } from '~/api/study/entities';
import { memberApi, needsLogin } from '~/features/ui/member/useMemberRead';

export type Reader =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'failed' }
  | { kind: 'member'; progress: CourseProgress };

const none: CourseProgress = { completed: false, completedAt: 0, counted: 0, doneLessons: 0, lessons: [] };

/** The progress with one report's count in it. */
export function withCount(progress: CourseProgress, count: StudyCount): CourseProgress {
  const before = progress.lessons.find((l) => l.lessonId === count.lessonId);
  const lesson: LessonProgress = {
    lessonId: count.lessonId,
    counted: count.counted,
    position: count.position,
    done: count.done,
  };
  const lessons = before
    ? progress.lessons.map((l) => (l.lessonId === count.lessonId ? lesson : l))
    : [...progress.lessons, lesson];
  const certificate = count.certificate ?? progress.certificate;
  return {
    ...progress,
    lessons,
    counted: progress.counted + count.counted - (before?.counted ?? 0),
    doneLessons: lessons.filter((l) => l.done).length,
    completed: progress.completed || count.courseCompleted,
    ...(certificate ? { certificate } : {}),
  };
}

export function useCourseProgress(courseId: number) {
  const [reader, setReader] = useState<Reader>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const { api, signedIn } = await memberApi('study');
        if (!signedIn) return current && setReader({ kind: 'visitor' });
        const course = await api.courseForMember(courseId);
        if (current) setReader({ kind: 'member', progress: course?.progress ?? none });
      } catch (error) {
        if (current) setReader({ kind: needsLogin(error) ? 'visitor' : 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [courseId]);
  const counted = useCallback((count: StudyCount) => {
    setReader((r) => ({
      kind: 'member',
      progress: withCount(r.kind === 'member' ? r.progress : none, count),
    }));
  }, []);
  const signedOut = useCallback(() => setReader({ kind: 'visitor' }), []);
  return { reader, counted, signedOut };
}
