import { courseDetail } from './detail.ts';
import { courseList } from './list.ts';
import { myCourseList } from './my-courses.ts';
import { studyReport } from './report.ts';
import { studyStart } from './start.ts';

/**
 * Online study (onlineStudy/:id.html): the courses, a course with its lessons and the member's progress, the
 * member's courses, and the honest count: a session opened, then reports the publisher checks (docs/study.md).
 */
export const studyOperations = [courseList, courseDetail, myCourseList, studyStart, studyReport];
