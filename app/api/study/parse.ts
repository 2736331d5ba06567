// Lenient readers of online study's answers (this edition's courseList, courseDetail, myCourseList, studyStart,
// studyReport): ints or strings, both id spellings, `.0` dates, `data:"empty"`; every address http(s) or left out.
import { arr, date, flag, int, listOf, pick, rec, str, type Rec } from '../lenient';
import { safeHttpUrl } from '~/lib/safeUrl';
import type {
  Course,
  CoursePage,
  CourseProgress,
  CourseSummary,
  Lesson,
  LessonKind,
  LessonProgress,
  MyCourse,
  StudyCount,
  StudySession,
} from './entities';

const kinds: LessonKind[] = ['video', 'audio', 'article'];
const seconds = (v: unknown) => Math.max(0, int(v));
const certificateOf = (v: unknown) => {
  const url = safeHttpUrl(v);
  return url ? { certificate: url } : {};
};

function summaryOf(o: Rec): CourseSummary {
  const url = safeHttpUrl(pick(o, 'coverUrl', 'imageUrl'));
  return {
    id: int(pick(o, 'courseID', 'courseId', 'id')),
    title: str(o.title),
    summary: str(o.abstract),
    ...(url ? { cover: { url, width: seconds(o.width), height: seconds(o.height) } } : {}),
    lessonCount: seconds(o.lessonCount),
    duration: seconds(o.duration),
    publishedAt: date(pick(o, 'publishTime', 'publishtime')),
  };
}

/** A lesson of a kind this page cannot play or show honestly is left out; so is one with no length. */
function lessonOf(raw: unknown): Lesson | null {
  const o = rec(raw);
  const kind = kinds.find((k) => k === str(o.type));
  const id = int(pick(o, 'lessonID', 'lessonId', 'id'));
  const duration = seconds(o.duration);
  const media = safeHttpUrl(o.mediaUrl);
  if (!kind || id <= 0 || duration === 0 || (kind !== 'article' && !media)) return null;
  return {
    id,
    title: str(o.title),
    kind,
    duration,
    points: seconds(o.score),
    ...(kind !== 'article' && media ? { media } : {}),
    html: str(o.content),
  };
}

function lessonProgressOf(raw: unknown): LessonProgress {
  const o = rec(raw);
  return {
    lessonId: int(pick(o, 'lessonID', 'lessonId')),
    counted: seconds(o.counted),
    position: seconds(o.position),
    done: flag(o.done),
  };
}

function progressOf(raw: unknown): CourseProgress | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const o = rec(raw);
  return {
    completed: flag(o.done),
    completedAt: date(o.completeTime),
    ...certificateOf(o.certificateUrl),
    counted: seconds(o.counted),
    doneLessons: seconds(o.doneLessons),
    lessons: arr(o.lessons)
      .map(lessonProgressOf)
      .filter((l) => l.lessonId > 0),
  };
}

/** Courses as a list carries them (courseList, a 学习 module's items): one without an id is left out. */
export function parseCourseSummaries(raw: unknown): CourseSummary[] {
  return arr(raw)
    .map((item) => summaryOf(rec(item)))
    .filter((c) => c.id > 0);
}

export function parseCoursePage(raw: unknown): CoursePage {
  return { courses: parseCourseSummaries(listOf(raw)), hasMore: flag(rec(raw).hasMore) };
}

/** courseDetail; null for `data:"empty"` or an answer without an id. */
export function parseCourse(raw: unknown): Course | null {
  if (raw === 'empty') return null;
  const o = rec(raw);
  const summary = summaryOf(o);
  if (summary.id <= 0) return null;
  const progress = progressOf(o.member);
  return {
    ...summary,
    html: str(o.content),
    lessonPoints: seconds(o.lessonScore),
    coursePoints: seconds(o.courseScore),
    lessons: arr(o.lessons)
      .map(lessonOf)
      .filter((l) => l !== null),
    ...(progress ? { progress } : {}),
  };
}

export function parseMyCourses(raw: unknown): MyCourse[] {
  return listOf(raw)
    .map((item) => {
      const o = rec(item);
      return {
        ...summaryOf(o),
        counted: seconds(o.counted),
        doneLessons: seconds(o.doneLessons),
        studiedAt: date(o.studyTime),
        completed: flag(o.done),
        ...certificateOf(o.certificateUrl),
      };
    })
    .filter((c) => c.id > 0);
}

export function parseStudySession(raw: unknown): StudySession {
  const o = rec(raw);
  return {
    sessionId: str(pick(o, 'sessionID', 'sessionId')),
    lessonId: int(pick(o, 'lessonID', 'lessonId')),
    duration: seconds(o.duration),
    counted: seconds(o.counted),
    position: seconds(o.position),
    done: flag(o.done),
  };
}

export function parseStudyCount(raw: unknown): StudyCount {
  const o = rec(raw);
  return {
    ...lessonProgressOf(o),
    accepted: seconds(o.accepted),
    points: seconds(o.score),
    courseCompleted: flag(o.courseDone),
    ...certificateOf(o.certificateUrl),
  };
}
