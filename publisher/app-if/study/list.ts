import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { courses } from '../../db/schema/index.ts';
import { MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { COURSE_PAGE, courseTotals } from './read.ts';
import { courseItem } from './wire.ts';

/**
 * `courseList` (this edition's, the 学习 module): every course, newest first, 20 a page (`page` 0-based), with its
 * number of lessons and their length; `hasMore` when another page follows. The same for every reader.
 */
export const courseList = operation({
  name: 'courseList',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input) {
    const rows = await ctx.db
      .select()
      .from(courses)
      .orderBy(desc(courses.publishedAt), desc(courses.courseId))
      .limit(COURSE_PAGE + 1)
      .offset(input.page * COURSE_PAGE);
    const page = rows.slice(0, COURSE_PAGE);
    const totals = await courseTotals(
      ctx.db,
      page.map((c) => c.courseId),
    );
    const sizes = await ctx.articles.imageSizes(page.flatMap((c) => (c.coverRef ? [c.coverRef] : [])));
    return {
      list: page.map((c) => courseItem(ctx.publicUrl, c, totals.get(c.courseId), sizes)),
      hasMore: rows.length > COURSE_PAGE,
    };
  },
});
