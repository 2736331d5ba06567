import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  courseCompletions,
  courses,
  lessons,
  studyProgress,
  type CourseRow,
  type LessonRow,
} from '../../db/schema/index.ts';

export const COURSE_PAGE = 20;

export async function courseById(db: Db, courseId: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.courseId, courseId)).limit(1);
  return row;
}

export async function lessonById(db: Db, lessonId: number): Promise<LessonRow | undefined> {
  const [row] = await db.select().from(lessons).where(eq(lessons.lessonId, lessonId)).limit(1);
  return row;
}

export const lessonsOf = (db: Db, courseId: number) =>
  db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.orderId), asc(lessons.lessonId));

/** Each course's number of lessons and their length in all (seconds), for the list items. */
export async function courseTotals(db: Db, courseIds: number[]) {
  const rows = courseIds.length
    ? await db
        .select({
          courseId: lessons.courseId,
          lessons: count(),
          duration: sql<number>`sum(${lessons.duration})`.mapWith(Number),
        })
        .from(lessons)
        .where(inArray(lessons.courseId, courseIds))
        .groupBy(lessons.courseId)
    : [];
  return new Map(rows.map((r) => [r.courseId, { lessons: Number(r.lessons), duration: r.duration }]));
}

/** The member's progress in each lesson of the course. */
export const progressIn = (db: Db, uid: number, courseId: number) =>
  db
    .select()
    .from(studyProgress)
    .where(and(eq(studyProgress.uid, uid), eq(studyProgress.courseId, courseId)));

/** How many of the course's lessons the member has done. */
export async function lessonsDone(db: Db, uid: number, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(studyProgress)
    .where(
      and(eq(studyProgress.uid, uid), eq(studyProgress.courseId, courseId), isNotNull(studyProgress.doneAt)),
    );
  return Number(row?.n ?? 0);
}

/** When the member completed the course, if they have. */
export async function completedAt(db: Db, uid: number, courseId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ at: courseCompletions.completedAt })
    .from(courseCompletions)
    .where(and(eq(courseCompletions.uid, uid), eq(courseCompletions.courseId, courseId)))
    .limit(1);
  return row?.at;
}
