// Online study (onlineStudy/:id.html; this edition's operations, docs/study.md): the courses, a course (with the
// member's progress when a member asks), the member's courses, and the honest count: a session, then reports.
import { appIf } from '../operation';
import { parseCourse, parseCoursePage, parseMyCourses, parseStudyCount, parseStudySession } from './parse';

const member = { userIdFields: ['userID'] } as const;

export const studyOperations = {
  courseList: appIf('courseList', parseCoursePage, { cache: 'public' }),
  // the same for every visitor; a member's own progress (userID) is never shared
  courseDetail: appIf('courseDetail', parseCourse, {
    ...member,
    cache: (params) => params.userID === undefined,
    lookup: true,
  }),
  myCourseList: appIf('myCourseList', parseMyCourses, member),
  studyStart: appIf('studyStart', parseStudySession, { ...member, method: 'POST' }),
  // sent every 10–15 s while a lesson plays: never held longer than the client's time-out
  studyReport: appIf('studyReport', parseStudyCount, { ...member, method: 'POST', timeout: 'client' }),
};
