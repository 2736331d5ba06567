import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import { courses, lessons } from '../../db/schema/index.ts';
import { ID_RANGES } from '../../seed/areas.ts';

export type NewCourse = Omit<typeof courses.$inferInsert, 'courseId'>;
export type NewLesson = Omit<typeof lessons.$inferInsert, 'lessonId' | 'courseId' | 'orderId'>;

// one write after another in this process, so two never take the same next id
const queue = writeQueue();

const nextLessonId = (tx: Db) => nextId(tx, lessons.lessonId, ID_RANGES.study.lessonId.first);

/** A course and its lessons in that order, under the next free ids of the study ranges; answers their ids. */
export const insertCourse = (db: Db, course: NewCourse, newLessons: NewLesson[]) =>
  queue(() =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const courseId = await nextId(tx, courses.courseId, ID_RANGES.study.courseId.first);
      await tx.insert(courses).values({ ...course, courseId });
      const first = await nextLessonId(tx);
      const lessonIds = newLessons.map((_, i) => first + i);
      if (newLessons.length > 0)
        await tx
          .insert(lessons)
          .values(newLessons.map((l, i) => ({ ...l, lessonId: lessonIds[i]!, courseId, orderId: i + 1 })));
      return { courseId, lessonIds };
    }),
  );

/** A lesson after the course's last one; answers its id. */
export const insertLesson = (db: Db, courseId: number, lesson: NewLesson) =>
  queue(() =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const lessonId = await nextLessonId(tx);
      const [last] = await tx
        .select({ orderId: sql<number | null>`max(${lessons.orderId})` })
        .from(lessons)
        .where(eq(lessons.courseId, courseId));
      await tx
        .insert(lessons)
        .values({ ...lesson, lessonId, courseId, orderId: Number(last?.orderId ?? 0) + 1 });
      return lessonId;
    }),
  );
