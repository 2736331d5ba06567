import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { courseCertificateUrl } from './certificate-url.ts';
import { countReport } from './count-report.ts';
import { completedAt, courseById, lessonById } from './read.ts';
import { noLesson, sessionGone } from './refusals.ts';
import { siteStudyRules } from './rules.ts';

/**
 * `studyReport` (POST, member; this edition's): the page's report while a lesson plays or is read, every 10–15 s and
 * when it stops: `lessonID`, `sessionID` (studyStart's), `position` (seconds into the lesson, where to resume) and
 * `seconds` (played or read on screen since the previous report). The publisher credits only what real time allows
 * (count-report.ts, docs/study.md): a position past the lesson's end is 400, a session not live 10311. Answers
 * `{lessonID, counted, position, done, accepted, score, courseDone, certificateUrl}`: the member's counted seconds,
 * the seconds credited of this report, the points it earned, and the certificate's address once the course is done.
 */
export const studyReport = operation({
  name: 'studyReport',
  method: 'POST',
  access: 'member',
  input: z.object({
    lessonID: intParam('lessonID', 1, MAX_ID),
    userID: userIdParam,
    sessionID: z
      .string({ error: '缺少参数 sessionID' })
      .regex(/^[A-Za-z0-9_-]{16,64}$/, 'sessionID 格式不正确'),
    position: intParam('position', 0, MAX_ID),
    seconds: intParam('seconds', 0, 3_600),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const lesson = await lessonById(ctx.db, input.lessonID);
    if (!lesson) throw noLesson();
    if (input.position > lesson.duration) throw badInput(`position 超出课时长度 (${lesson.duration} 秒)`);
    // a lesson's course is there (a foreign key)
    const course = (await courseById(ctx.db, lesson.courseId))!;
    const result = await countReport(ctx.db, {
      uid,
      lesson,
      courseTitle: course.title,
      sessionId: input.sessionID,
      position: input.position,
      seconds: input.seconds,
      now: ctx.clock.now(),
      rules: await siteStudyRules(ctx.db),
    });
    if (result === 'sessionGone') throw sessionGone();
    const completed = (await completedAt(ctx.db, uid, lesson.courseId)) !== undefined;
    return {
      lessonID: lesson.lessonId,
      counted: result.counted,
      position: input.position,
      done: result.done ? 1 : 0,
      accepted: result.accepted,
      score: result.score,
      courseDone: completed ? 1 : 0,
      certificateUrl: completed ? await courseCertificateUrl(ctx, lesson.courseId, uid) : '',
    };
  },
});
