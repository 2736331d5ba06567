import type { LessonKind } from '~/api/study/entities';

export interface LessonView {
  id: number;
  title: string;
  kind: LessonKind;
  /** seconds */
  duration: number;
  points: number;
  /** the film or recording, checked http(s) */
  media?: string;
  /** an article lesson's text, sanitised on the server */
  html: string;
}

/** A course as its page draws it, the same for every visitor: HTML sanitised, addresses checked. */
export interface CourseView {
  id: number;
  title: string;
  summary: string;
  cover?: { url: string; width: number; height: number };
  bodyHtml: string;
  duration: number;
  lessonPoints: number;
  coursePoints: number;
  lessons: LessonView[];
}
