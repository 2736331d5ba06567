import type { AreaContractCalls } from '../../every-operation.ts';
import { createCourse, createMember } from '../../test-support.ts';

/**
 * A member studies a two-lesson course to the end in real time (the clock moves as the page would play): each lesson
 * opened, reported, done; the course completed with its certificate; then the course with their progress and their
 * courses.
 */
export const studyContractCalls: AreaContractCalls = async (c) => {
  const phone = '13700001461';
  const { uid } = await createMember(c.pub, { phone, password: 'contract-1' });
  await c.sso('sendCode', { phone, type: 'login' });
  const member = await c.sso('loginByPhone', { phone, code: await c.lastCode(phone), devid: 'contract' });
  const token = String(member.accessToken);
  const { courseId, lessonIds } = await createCourse(c.pub, {
    title: '契约课程',
    lessons: [
      { type: 'video', duration: 10 },
      { type: 'article', duration: 10 },
    ],
  });
  await c.app('courseList', { page: 0 }, { token: c.token });
  for (const lessonID of lessonIds) {
    const session = await c.app('studyStart', { lessonID, userID: uid }, { token, method: 'POST' });
    c.pub.clock.advance(10_000);
    await c.app(
      'studyReport',
      { lessonID, userID: uid, sessionID: String(session.sessionID), position: 10, seconds: 10 },
      { token, method: 'POST' },
    );
  }
  await c.app('courseDetail', { courseID: courseId, userID: uid }, { token });
  await c.app('myCourseList', { userID: uid, page: 0 }, { token });
};
