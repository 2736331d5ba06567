import { describe, expect, it } from 'vitest';
import { PublisherError } from '../errors';
import { isSessionGone } from './client';
import detail from './fixtures/courseDetail.json';
import list from './fixtures/courseList.json';
import mine from './fixtures/myCourseList.json';
import reported from './fixtures/studyReport.json';
import started from './fixtures/studyStart.json';
import { parseCourse, parseCoursePage, parseMyCourses, parseStudyCount, parseStudySession } from './parse';

const beijing = (text: string) => Date.parse(`${text.replace(' ', 'T').replace(/\.0$/, '')}+08:00`);

describe('study parsers', () => {
  it('courseList: each course with its cover, lessons counted and length', () => {
    const page = parseCoursePage(list);
    expect(page.hasMore).toBe(false);
    expect(page.courses[0]).toEqual({
      id: 780001,
      title: '乡村振兴的青岚实践',
      summary: list.list[0]!.abstract,
      cover: { url: list.list[0]!.coverUrl, width: 800, height: 600 },
      lessonCount: 4,
      duration: 757,
      publishedAt: beijing(list.list[0]!.publishTime),
    });
  });

  it("courseDetail: the lessons in order with their media or text, the rules' points, the member's progress", () => {
    const course = parseCourse(detail)!;
    expect(course).toMatchObject({
      id: 780004,
      lessonPoints: 5,
      coursePoints: 50,
      html: '<p>测试课程简介</p>',
    });
    expect(course.lessons).toEqual([
      {
        id: 781013,
        title: '第1课',
        kind: 'video',
        duration: 10,
        points: 5,
        media: detail.lessons[0]!.mediaUrl,
        html: '',
      },
      {
        id: 781014,
        title: '第2课',
        kind: 'article',
        duration: 10,
        points: 5,
        html: '<p>第一段。</p><p>第二段。</p>',
      },
    ]);
    expect(course.progress).toEqual({
      completed: true,
      completedAt: beijing(detail.member.completeTime),
      certificate: detail.member.certificateUrl,
      counted: 20,
      doneLessons: 2,
      lessons: [
        { lessonId: 781013, counted: 10, position: 10, done: true },
        { lessonId: 781014, counted: 10, position: 10, done: true },
      ],
    });
  });

  it('myCourseList, studyStart, studyReport: the member’s courses, the session, what a report counted', () => {
    expect(parseMyCourses(mine)[0]).toMatchObject({
      id: 780004,
      counted: 20,
      doneLessons: 2,
      completed: true,
      certificate: mine.list[0]!.certificateUrl,
      studiedAt: beijing(mine.list[0]!.studyTime),
    });
    expect(parseStudySession(started)).toEqual({
      sessionId: started.sessionID,
      lessonId: 781014,
      duration: 10,
      counted: 0,
      position: 0,
      done: false,
    });
    expect(parseStudyCount(reported)).toEqual({
      lessonId: 781014,
      counted: 10,
      position: 10,
      done: true,
      accepted: 10,
      points: 55,
      courseCompleted: true,
      certificate: reported.certificateUrl,
    });
  });

  it('broken or hostile answers read as nothing rather than failing; unplayable lessons are left out', () => {
    expect(parseCourse('empty')).toBeNull();
    expect(parseCourse({ title: 'x' })).toBeNull();
    expect(parseCoursePage('empty')).toEqual({ courses: [], hasMore: false });
    const odd = parseCourse({
      courseId: '9',
      coverUrl: 'javascript:alert(1)',
      lessonScore: '-3',
      lessons: [
        { lessonID: 1, type: 'video', duration: 20, mediaUrl: 'javascript:alert(1)' },
        { lessonID: 2, type: 'quiz', duration: 20 },
        { lessonID: 3, type: 'article', duration: 0 },
        { lessonId: '4', type: 'audio', duration: '60', mediaUrl: 'https://m.example/a.m4a' },
        null,
      ],
      member: { done: '1', certificateUrl: 'data:application/pdf;base64,AA', lessons: [{ lessonID: 'x' }] },
    })!;
    expect(odd).toMatchObject({ id: 9, lessonPoints: 0 });
    expect(odd.cover).toBeUndefined();
    expect(odd.lessons.map((l) => l.id)).toEqual([4]);
    expect(odd.progress).toEqual({
      completed: true,
      completedAt: 0,
      counted: 0,
      doneLessons: 0,
      lessons: [],
    });
    expect(parseMyCourses({ list: [null, { id: 0 }] })).toEqual([]);
    expect(parseStudySession('empty')).toMatchObject({ sessionId: '', lessonId: 0 });
    expect(parseStudyCount({ counted: '-1', score: 'x', certificateUrl: 5 })).toMatchObject({
      counted: 0,
      points: 0,
      courseCompleted: false,
    });
  });

  it('isSessionGone: 10311 only', () => {
    const status = (code: number) => new PublisherError({ kind: 'status', key: 'error', code });
    expect(isSessionGone(status(10311))).toBe(true);
    expect(isSessionGone(status(-1))).toBe(false);
    expect(isSessionGone(new Error('x'))).toBe(false);
  });
});
