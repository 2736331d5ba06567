import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  courseCompletions,
  lessons,
  members,
  studyDays,
  studyProgress,
  studySessions,
  type LessonRow,
} from '../../db/schema/index.ts';
import { beijingDay } from '../points/day-score.ts';
import { awardPoints } from '../points/ledger.ts';
import { lessonsDone } from './read.ts';
import { doneAt, STUDY_LIMITS } from './rules.ts';

export type StudyReport = {
  uid: number;
  lesson: LessonRow;
  courseTitle: string;
  sessionId: string;
  position: number;
  /** what the page says it played or showed since its previous report */
  seconds: number;
  now: number;
  rules: { lessonScore: number; courseScore: number };
};

export type Counted = {
  /** the member's counted seconds in the lesson now */
  counted: number;
  done: boolean;
  /** of the seconds reported, those credited */
  accepted: number;
  /** points this report earned: the lesson's, the course's */
  score: number;
};

const { TOLERANCE_SECONDS, REPORT_MAX_SECONDS, SESSION_IDLE_MS } = STUDY_LIMITS;

/**
 * Credits one report, in one transaction under the member's lock (their reports, starts and completions one after
 * another, so a course's last two lessons finishing at once still complete it once). The live session must be the
 * one named and not idle; the seconds credited are bounded by the real time (rules.ts); the member's progress
 * keeps at most the lesson's length and the position; the day's seconds are kept apart. A lesson pays its points on
 * the day it is first done, and again on a later day only when that day alone counted 90% of it: at most once per
 * member, lesson and day. The course pays once, and is completed (its certificate issued), when its last lesson is
 * done. 'sessionGone' when there is no such live session: nothing is written then.
 */
export async function countReport(db: Db, r: StudyReport): Promise<Counted | 'sessionGone'> {
  return db.transaction(async (tx) => {
    await tx.select({ uid: members.uid }).from(members).where(eq(members.uid, r.uid)).for('update');
    const key = (table: typeof studySessions | typeof studyProgress) =>
      and(eq(table.uid, r.uid), eq(table.lessonId, r.lesson.lessonId));
    const [session] = await tx.select().from(studySessions).where(key(studySessions));
    if (!session || session.token !== r.sessionId || r.now - session.lastReportAt > SESSION_IDLE_MS)
      return 'sessionGone';
    const sinceLast = (r.now - session.lastReportAt) / 1000;
    const sinceStart = (r.now - session.startedAt) / 1000;
    const accepted = Math.max(
      0,
      Math.floor(
        Math.min(
          r.seconds,
          REPORT_MAX_SECONDS,
          sinceLast + TOLERANCE_SECONDS,
          sinceStart + TOLERANCE_SECONDS - session.counted,
        ),
      ),
    );
    await tx
      .update(studySessions)
      .set({ lastReportAt: r.now, counted: session.counted + accepted })
      .where(key(studySessions));

    const { duration } = r.lesson;
    const [before] = await tx.select().from(studyProgress).where(key(studyProgress));
    const counted = Math.min(duration, (before?.counted ?? 0) + accepted);
    const firstDone = !before?.doneAt && counted >= doneAt(duration);
    const doneAtMs = before?.doneAt ?? (firstDone ? r.now : null);
    const progress = { counted, position: r.position, doneAt: doneAtMs, updatedAt: r.now };
    await tx
      .insert(studyProgress)
      .values({ uid: r.uid, lessonId: r.lesson.lessonId, courseId: r.lesson.courseId, ...progress })
      .onConflictDoUpdate({ target: [studyProgress.uid, studyProgress.lessonId], set: progress });

    const day = beijingDay(r.now);
    const [today] = await tx
      .insert(studyDays)
      .values({ uid: r.uid, lessonId: r.lesson.lessonId, day, counted: Math.min(accepted, duration) })
      .onConflictDoUpdate({
        target: [studyDays.uid, studyDays.lessonId, studyDays.day],
        set: { counted: sql`least(${studyDays.counted} + ${accepted}, ${duration})` },
      })
      .returning();
    let score = 0;
    if (doneAtMs !== null && today!.paidAt === null && (firstDone || today!.counted >= doneAt(duration))) {
      await tx
        .update(studyDays)
        .set({ paidAt: r.now })
        .where(
          and(eq(studyDays.uid, r.uid), eq(studyDays.lessonId, r.lesson.lessonId), eq(studyDays.day, day)),
        );
      if (r.rules.lessonScore > 0) {
        await awardPoints(tx, {
          uid: r.uid,
          score: r.rules.lessonScore,
          rule: '学习',
          note: `学完《${r.lesson.title}》`,
          at: r.now,
        });
        score += r.rules.lessonScore;
      }
    }

    if (firstDone) {
      const [all] = await tx
        .select({ n: count() })
        .from(lessons)
        .where(eq(lessons.courseId, r.lesson.courseId));
      const completesCourse = (await lessonsDone(tx, r.uid, r.lesson.courseId)) === Number(all?.n ?? 0);
      const [completed] = completesCourse
        ? await tx
            .insert(courseCompletions)
            .values({ uid: r.uid, courseId: r.lesson.courseId, completedAt: r.now })
            .onConflictDoNothing()
            .returning()
        : [];
      if (completed && r.rules.courseScore > 0) {
        await awardPoints(tx, {
          uid: r.uid,
          score: r.rules.courseScore,
          rule: '结业',
          note: `完成课程《${r.courseTitle}》`,
          at: r.now,
        });
        score += r.rules.courseScore;
      }
    }
    return { counted, done: doneAtMs !== null, accepted, score };
  });
}
