// Online study's client. Member calls need a signed-in reader; without one they are refused before they leave
// (NotSignedIn). A report refused for its session (isSessionGone) asks the page to start the lesson again.
import type { Core } from '../core';
import { memberIdOf, signedInMemberId } from '../member';
import { isPublisherError } from '../errors';
import type { Course, CoursePage, MyCourse, StudyCount, StudySession } from './entities';
import { studyOperations as ops } from './operations';

/** 10311 (ours): no live session for the report (never started, started on another device, idle too long). */
export const isSessionGone = (error: unknown): boolean =>
  isPublisherError(error) && error.kind === 'status' && error.code === 10311;

export interface StudyApi {
  memberId(): string | undefined;
  /** page 0-based, 20 a page, newest first */
  courses(page?: number): Promise<CoursePage>;
  /** the course as every visitor sees it; null: no such course */
  course(id: number): Promise<Course | null>;
  /** the same with the signed-in member's progress (`progress`) */
  courseForMember(id: number): Promise<Course | null>;
  /** the courses the member studied, most recent first, 20 a page */
  myCourses(page?: number): Promise<MyCourse[]>;
  /** opens the member's session on a lesson (replacing another device's) and says where to resume */
  start(lessonId: number): Promise<StudySession>;
  /**
   * `seconds`: played, or read on screen, since the previous report; `position`: where the member is now.
   * `keepalive`: the page is going away (pagehide), and the report should still arrive.
   */
  report(
    q: { lessonId: number; sessionId: string; position: number; seconds: number },
    options?: { keepalive?: boolean },
  ): Promise<StudyCount>;
}

export function createStudyApi(core: Core): StudyApi {
  const userID = () => signedInMemberId(core.credentials);
  return {
    memberId: () => memberIdOf(core.credentials),
    courses: (page = 0) => core.call(ops.courseList, { page }),
    course: (id) => core.call(ops.courseDetail, { courseID: id }),
    courseForMember: async (id) => core.call(ops.courseDetail, { courseID: id, userID: userID() }),
    myCourses: async (page = 0) => core.call(ops.myCourseList, { userID: userID(), page }),
    start: async (lessonId) => core.call(ops.studyStart, { lessonID: lessonId, userID: userID() }),
    report: async ({ lessonId, sessionId, position, seconds }, options) =>
      core.call(
        ops.studyReport,
        {
          lessonID: lessonId,
          userID: userID(),
          sessionID: sessionId,
          position: Math.floor(position),
          seconds: Math.floor(seconds),
        },
        options?.keepalive ? { fetch: (url, init) => fetch(url, { ...init, keepalive: true }) } : undefined,
      ),
  };
}
