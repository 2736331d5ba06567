import type { ImageSize } from '../article/store.ts';
import type { CourseRow, LessonRow, StudyProgressRow } from '../../db/schema/index.ts';
import { absolute, picUrl, wireTime } from '../../wire.ts';

type Totals = { lessons: number; duration: number };

/** courseList's item: the cover with its size, how many lessons and their length in all (seconds). */
export function courseItem(
  publicUrl: string,
  c: CourseRow,
  totals: Totals | undefined,
  sizes: ReadonlyMap<string, ImageSize>,
) {
  const size = c.coverRef ? sizes.get(c.coverRef) : undefined;
  return {
    courseID: c.courseId,
    title: c.title,
    abstract: c.abstract,
    coverUrl: picUrl(publicUrl, c.coverRef),
    width: size?.width ?? 0,
    height: size?.height ?? 0,
    lessonCount: totals?.lessons ?? 0,
    duration: totals?.duration ?? 0,
    publishTime: wireTime(c.publishedAt),
  };
}

/** A lesson: its kind (video, audio, article), length in seconds, what it earns, the media's address or the text. */
export function lessonWire(publicUrl: string, l: LessonRow, lessonScore: number) {
  return {
    lessonID: l.lessonId,
    title: l.title,
    type: l.kind,
    duration: l.duration,
    score: lessonScore,
    mediaUrl: l.mediaUrl ? absolute(publicUrl, l.mediaUrl) : '',
    content: l.content,
  };
}

/** The member's own progress: each lesson's counted seconds, where to resume and whether it is done; the course's. */
export function memberProgressWire(
  ls: LessonRow[],
  progress: StudyProgressRow[],
  completion: { at: number; certificateUrl: string } | undefined,
) {
  const byLesson = new Map(progress.map((p) => [p.lessonId, p]));
  const lessonsNow = ls.map((l) => {
    const p = byLesson.get(l.lessonId);
    return {
      lessonID: l.lessonId,
      counted: p?.counted ?? 0,
      position: p?.position ?? 0,
      done: p?.doneAt ? 1 : 0,
    };
  });
  return {
    done: completion ? 1 : 0,
    completeTime: completion ? wireTime(completion.at) : '',
    certificateUrl: completion?.certificateUrl ?? '',
    counted: lessonsNow.reduce((s, l) => s + l.counted, 0),
    doneLessons: lessonsNow.filter((l) => l.done === 1).length,
    lessons: lessonsNow,
  };
}
