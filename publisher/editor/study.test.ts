import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAppIf,
  editorHeaders,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from '../test-support.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

const editor = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = editorHeaders) =>
  pub.app.inject({ method, url: `/editor/api/${url}`, headers, ...(payload ? { payload } : {}) });

const video = { title: '开班动员', type: 'video', duration: 20, mediaUrl: '/media/hls/90005.m3u8' };
const article = { title: '学习笔记', type: 'article', duration: 10, content: '<p>要点一。</p>' };

type Course = { lessons: { lessonID: number; title: string; type: string }[]; lessonScore: number };

async function courseRead(id: number): Promise<Course> {
  const [m] = await signedInMembers(pub, 1);
  return (await callAppIf(pub.app, 'courseDetail', { courseID: id }, { token: m!.token })).body
    .data as Course;
}

describe('editor API: courses and lessons', () => {
  it('creates a course with its lessons and appends a lesson: readers see them in order', async () => {
    const created = await editor('POST', 'courses', {
      title: '编辑部的新课',
      abstract: '两课',
      content: '<p>简介</p>',
      lessons: [video, article],
    });
    expect(created.statusCode).toBe(201);
    const { id, lessonIds } = created.json<{ id: number; lessonIds: number[] }>();
    expect(lessonIds).toHaveLength(2);
    const added = await editor('POST', `courses/${id}/lessons`, {
      title: '课后测验',
      type: 'audio',
      duration: 60,
      mediaUrl: 'https://media.example.cn/quiz.m4a',
    });
    expect(added.statusCode).toBe(201);
    const course = await courseRead(id);
    expect(course.lessons.map((l) => [l.title, l.type])).toEqual([
      ['开班动员', 'video'],
      ['学习笔记', 'article'],
      ['课后测验', 'audio'],
    ]);
    expect(course.lessons[2]!.lessonID).toBe(added.json<{ id: number }>().id);
  });

  it('refuses bad lessons and courses with 400 and a message, an unknown course with 404', async () => {
    const bad: [object, RegExp][] = [
      [{ ...video, mediaUrl: undefined }, /need mediaUrl/],
      [{ ...video, mediaUrl: 'javascript:alert(1)' }, /mediaUrl/],
      [{ ...article, content: '' }, /need content/],
      [{ ...video, duration: 0 }, /duration/],
      [{ ...video, type: 'quiz' }, /video, audio or article/],
    ];
    for (const [lesson, message] of bad) {
      const r = await editor('POST', 'courses', { title: '坏课', lessons: [lesson] });
      expect(r.statusCode, JSON.stringify(lesson)).toBe(400);
      expect(r.json<{ error: string }>().error).toMatch(message);
    }
    expect((await editor('POST', 'courses', { title: '' })).statusCode).toBe(400);
    expect(
      (await editor('POST', 'courses', { title: '封面', cover: '2020-01/01/none.jpg' })).statusCode,
    ).toBe(400);
    expect((await editor('POST', 'courses/780999/lessons', article)).statusCode).toBe(404);
  });
});

describe('editor API: the points rules and the progress', () => {
  it('sets the points rules: the course shows them and a lesson done pays them', async () => {
    expect((await editor('GET', 'study/rules')).json()).toEqual({ lessonScore: 5, courseScore: 50 });
    const set = await editor('PUT', 'study/rules', { lessonScore: 8 });
    expect(set.json()).toEqual({ lessonScore: 8, courseScore: 50 });
    expect((await editor('PUT', 'study/rules', {})).statusCode).toBe(400);
    expect((await editor('PUT', 'study/rules', { courseScore: -1 })).statusCode).toBe(400);
    const { id, lessonIds } = (
      await editor('POST', 'courses', { title: '八分一课', lessons: [article] })
    ).json<{
      id: number;
      lessonIds: number[];
    }>();
    expect((await courseRead(id)).lessonScore).toBe(8);
    const [m] = await signedInMembers(pub, 1);
    const post = (op: string, params: Record<string, string | number>) =>
      callAppIf(pub.app, op, { ...params, userID: m!.uid }, { token: m!.token, method: 'POST' });
    const { sessionID } = (await post('studyStart', { lessonID: lessonIds[0]! })).body.data as {
      sessionID: string;
    };
    pub.clock.advance(10_000);
    const report = await post('studyReport', {
      lessonID: lessonIds[0]!,
      sessionID,
      seconds: 10,
      position: 10,
    });
    expect(report.body.data).toMatchObject({ done: 1, courseDone: 1, score: 8 + 50 });

    const csv = await editor('GET', `courses/${id}/progress.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"会员ID","昵称","课时编号","课时","类型","时长（秒）","已学（秒）","进度","学完时间","最近学习","结业时间"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^"${m!.uid}","会员\\d+","${lessonIds[0]}","学习笔记","article","10","10","100%","\\d{4}-`),
    );
    expect((await editor('GET', 'courses/780999/progress.csv')).statusCode).toBe(404);
  });
});
