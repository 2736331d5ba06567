import { z } from 'zod';
import { operation, type Caller } from '../../context.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { courseCertificateUrl } from './certificate-url.ts';
import { completedAt, courseById, lessonsOf, progressIn } from './read.ts';
import { siteStudyRules } from './rules.ts';
import { courseItem, lessonWire, memberProgressWire } from './wire.ts';

/** A member reads only their own progress; a member whose sign-in ran out hears so (10102) and signs in again. */
function ownProgress(userID: number, caller: Caller): void {
  if (caller.uid === null) throw new PublisherError(200, STATUS.memberExpired, '登录已过期，请重新登录');
  if (caller.uid !== userID) throw new PublisherError(403, STATUS.error, '只能查看自己的学习进度');
}

/**
 * `courseDetail` (this edition's, onlineStudy/:id.html): the course, its lessons in order (video, audio or article,
 * each with its length in seconds, its media or text) and what a lesson done and the course completed earn (the
 * site's rules); an unknown id is `data:"empty"`. With `userID` (the caller's own) it adds `member`: the progress
 * in each lesson (counted seconds, where to resume, done) and, once completed, the certificate's address.
 */
export const courseDetail = operation({
  name: 'courseDetail',
  method: 'GET',
  access: 'token',
  input: z.object({
    courseID: intParam('courseID', 1, MAX_ID),
    userID: intParam('userID', 1, MAX_ID).optional(),
  }),
  async handle(ctx, input, caller) {
    if (input.userID !== undefined) ownProgress(input.userID, caller);
    const course = await courseById(ctx.db, input.courseID);
    if (!course) return 'empty';
    const [ls, rules] = await Promise.all([lessonsOf(ctx.db, course.courseId), siteStudyRules(ctx.db)]);
    const sizes = await ctx.articles.imageSizes(course.coverRef ? [course.coverRef] : []);
    const totals = { lessons: ls.length, duration: ls.reduce((s, l) => s + l.duration, 0) };
    const detail = {
      ...courseItem(ctx.publicUrl, course, totals, sizes),
      content: course.content,
      lessonScore: rules.lessonScore,
      courseScore: rules.courseScore,
      lessons: ls.map((l) => lessonWire(ctx.publicUrl, l, rules.lessonScore)),
    };
    if (input.userID === undefined) return detail;
    const uid = input.userID;
    const [progress, at] = await Promise.all([
      progressIn(ctx.db, uid, course.courseId),
      completedAt(ctx.db, uid, course.courseId),
    ]);
    const completion =
      at === undefined
        ? undefined
        : { at, certificateUrl: await courseCertificateUrl(ctx, course.courseId, uid) };
    return { ...detail, member: memberProgressWire(ls, progress, completion) };
  },
});
