import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { courseCompletions, courses, studyProgress } from '../../db/schema/index.ts';
import { MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { wireTime } from '../../wire.ts';
import { courseCertificateUrl } from './certificate-url.ts';
import { COURSE_PAGE, courseTotals } from './read.ts';
import { courseItem } from './wire.ts';

/**
 * `myCourseList` (member; this edition's, "my courses" on the member's page): the courses the member has studied,
 * the most recently studied first, 20 a page, each with the seconds counted, the lessons done, and whether it is
 * completed with its certificate's address.
 */
export const myCourseList = operation({
  name: 'myCourseList',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: userIdParam, page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const studied = await ctx.db
      .select({
        courseId: studyProgress.courseId,
        last: sql<number>`max(${studyProgress.updatedAt})`.mapWith(Number),
        counted: sql<number>`sum(${studyProgress.counted})`.mapWith(Number),
        doneLessons: sql<number>`count(${studyProgress.doneAt})`.mapWith(Number),
      })
      .from(studyProgress)
      .where(eq(studyProgress.uid, uid))
      .groupBy(studyProgress.courseId)
      .orderBy(desc(sql`max(${studyProgress.updatedAt})`), desc(studyProgress.courseId))
      .limit(COURSE_PAGE)
      .offset(input.page * COURSE_PAGE);
    const ids = studied.map((s) => s.courseId);
    if (ids.length === 0) return { list: [] };
    const [rows, totals, completions] = await Promise.all([
      ctx.db.select().from(courses).where(inArray(courses.courseId, ids)),
      courseTotals(ctx.db, ids),
      ctx.db
        .select()
        .from(courseCompletions)
        .where(and(eq(courseCompletions.uid, uid), inArray(courseCompletions.courseId, ids))),
    ]);
    const byId = new Map(rows.map((c) => [c.courseId, c]));
    const completed = new Map(completions.map((c) => [c.courseId, c.completedAt]));
    const sizes = await ctx.articles.imageSizes(rows.flatMap((c) => (c.coverRef ? [c.coverRef] : [])));
    const list = await Promise.all(
      studied.map(async (s) => {
        const at = completed.get(s.courseId);
        return {
          // progress rows name their course through the lesson's (a foreign key): it is there
          ...courseItem(ctx.publicUrl, byId.get(s.courseId)!, totals.get(s.courseId), sizes),
          counted: s.counted,
          doneLessons: s.doneLessons,
          studyTime: wireTime(s.last),
          done: at === undefined ? 0 : 1,
          completeTime: at === undefined ? '' : wireTime(at),
          certificateUrl: at === undefined ? '' : await courseCertificateUrl(ctx, s.courseId, uid),
        };
      }),
    );
    return { list };
  },
});
