import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import { courses, type CourseRow } from '../../db/schema/index.ts';
import { MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { pageOf } from '../paging.ts';
import { COURSE_PAGE, courseTotals } from './read.ts';
import { courseItem } from './wire.ts';

/** The courses newest first, `limit` of them from `offset`. */
export const newestCourses = (ctx: PublisherContext, limit: number, offset = 0): Promise<CourseRow[]> =>
  ctx.db
    .select()
    .from(courses)
    .orderBy(desc(courses.publishedAt), desc(courses.courseId))
    .limit(limit)
    .offset(offset);

/** Courses as lists carry them (courseList, the 学习 module on home): with their lessons' number and length. */
export async function courseItems(ctx: PublisherContext, rows: CourseRow[]) {
  const totals = await courseTotals(
    ctx.db,
    rows.map((c) => c.courseId),
  );
  const sizes = await ctx.articles.imageSizes(rows.flatMap((c) => (c.coverRef ? [c.coverRef] : [])));
  return rows.map((c) => courseItem(ctx.publicUrl, c, totals.get(c.courseId), sizes));
}

/**
 * `courseList` (this edition's): every course, newest first, 20 a page (`page` 0-based), with its number of lessons
 * and their length; `hasMore` when another page follows. The same for every reader.
 */
export const courseList = operation({
  name: 'courseList',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input) {
    const { rows, hasMore } = await pageOf(
      (limit, offset) => newestCourses(ctx, limit, offset),
      input.page,
      COURSE_PAGE,
    );
    return { list: await courseItems(ctx, rows), hasMore };
  },
});
