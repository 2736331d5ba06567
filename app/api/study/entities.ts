// Online study in the reader's words (onlineStudy/:id.html). Lengths, positions and counted time are whole seconds;
// times are ms since the epoch (0: unknown).

export type LessonKind = 'video' | 'audio' | 'article';

export interface Cover {
  url: string;
  /** the original's size (0: unknown), so the page reserves the box */
  width: number;
  height: number;
}

export interface CourseSummary {
  id: number;
  title: string;
  summary: string;
  cover?: Cover;
  lessonCount: number;
  /** the lessons' length in all */
  duration: number;
  publishedAt: number;
}

export interface CoursePage {
  courses: CourseSummary[];
  hasMore: boolean;
}

export interface Lesson {
  id: number;
  title: string;
  kind: LessonKind;
  duration: number;
  /** what it earns when done, per the site's rules */
  points: number;
  /** the film or recording (video, audio); absent for an article */
  media?: string;
  /** an article's text (or a media lesson's note) as sent: sanitised on the server before it is shown */
  html: string;
}

/** The member's own progress in a lesson, whatever the device. */
export interface LessonProgress {
  lessonId: number;
  counted: number;
  /** where to resume */
  position: number;
  done: boolean;
}

export interface CourseProgress {
  completed: boolean;
  completedAt: number;
  /** the completion certificate's PDF (previewPDF.html's `url`), once completed */
  certificate?: string;
  counted: number;
  doneLessons: number;
  lessons: LessonProgress[];
}

export interface Course extends CourseSummary {
  /** the description as sent: sanitised on the server before it is shown */
  html: string;
  lessonPoints: number;
  coursePoints: number;
  lessons: Lesson[];
  /** present when a signed-in member asked */
  progress?: CourseProgress;
}

/** One of the member's courses (my courses). */
export interface MyCourse extends CourseSummary {
  counted: number;
  doneLessons: number;
  studiedAt: number;
  completed: boolean;
  certificate?: string;
}

/** A study session opened on a lesson: the id the reports name, and where the member stands. */
export interface StudySession {
  sessionId: string;
  lessonId: number;
  duration: number;
  counted: number;
  position: number;
  done: boolean;
}

/** What one report counted. */
export interface StudyCount {
  lessonId: number;
  /** the member's counted seconds in the lesson now */
  counted: number;
  position: number;
  done: boolean;
  /** the seconds of this report the publisher credited */
  accepted: number;
  /** points this report earned (the lesson's, the course's) */
  points: number;
  courseCompleted: boolean;
  certificate?: string;
}
