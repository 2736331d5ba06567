import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCertificatePath } from '../../certificate/token.ts';
import { courseCompletions, members, scoreRecords } from '../../db/schema/index.ts';
import {
  anonymousToken,
  callAppIf,
  createCourse,
  PUBLIC_URL,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';
import { STUDY_LIMITS } from './rules.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

type Member = { uid: number; token: string };
type Report = {
  counted: number;
  position: number;
  done: number;
  accepted: number;
  score: number;
  courseDone: number;
  certificateUrl: string;
};

const SECOND = 1_000;
const DAY = 86_400_000;
const { TOLERANCE_SECONDS, REPORT_MAX_SECONDS, SESSION_IDLE_MS } = STUDY_LIMITS;

const post = (op: string, m: Member, params: Record<string, string | number>) =>
  callAppIf(pub.app, op, { ...params, userID: m.uid }, { token: m.token, method: 'POST' });

async function start(m: Member, lessonID: number) {
  const { body } = await post('studyStart', m, { lessonID });
  expect(body.status, body.message).toBe(0);
  return body.data as {
    sessionID: string;
    position: number;
    counted: number;
    duration: number;
    done: number;
  };
}

const report = (m: Member, lessonID: number, sessionID: string, seconds: number, position: number) =>
  post('studyReport', m, { lessonID, sessionID, seconds, position });

/** The page playing: the clock moves `seconds`, then the page reports them. */
async function play(m: Member, lessonID: number, sessionID: string, seconds: number, position: number) {
  pub.clock.advance(seconds * SECOND);
  const { body } = await report(m, lessonID, sessionID, seconds, position);
  expect(body.status, body.message).toBe(0);
  return body.data as Report;
}

async function member(): Promise<Member> {
  const [m] = await signedInMembers(pub, 1);
  return m!;
}

/** The same member signed in again later (access tokens last hours, the tests move days). */
const signedInAgain = async (m: Member): Promise<Member> => ({
  uid: m.uid,
  token: (await pub.app.publisher.tokens.issue('access', { uid: m.uid, device: 'test-device' })).token,
});

const pointsOf = async (uid: number) =>
  (await pub.database.db.select().from(members).where(eq(members.uid, uid)))[0]!.score;

describe('online study: reading', () => {
  it('courseList: the seeded courses with their lessons counted and their length', async () => {
    const token = await anonymousToken(pub.app);
    const { body } = await callAppIf(pub.app, 'courseList', { page: 0 }, { token });
    const list = (body.data as { list: { title: string; lessonCount: number; duration: number }[] }).list;
    expect(list.map((c) => c.title)).toEqual([
      '乡村振兴的青岚实践',
      '新闻写作入门：从采访到成稿',
      '守好钱袋子：防范电信网络诈骗',
    ]);
    expect(list.map((c) => c.lessonCount)).toEqual([4, 5, 3]);
    expect(list.every((c) => c.duration > 0)).toBe(true);
  });

  it('courseDetail: lessons in order with their kind, length, media or text, and the points of the rules', async () => {
    const token = await anonymousToken(pub.app);
    const { body } = await callAppIf(pub.app, 'courseDetail', { courseID: 780_001 }, { token });
    const course = body.data as {
      lessonScore: number;
      courseScore: number;
      lessons: { type: string; duration: number; mediaUrl: string; content: string; score: number }[];
      member?: unknown;
    };
    expect(course).toMatchObject({ courseID: 780_001, lessonScore: 5, courseScore: 50 });
    expect(course.lessons.map((l) => l.type)).toEqual(['video', 'article', 'audio', 'article']);
    const [video, article, audio] = course.lessons;
    expect(video).toMatchObject({ duration: 20, score: 5 });
    expect(video!.mediaUrl).toMatch(new RegExp(`^${PUBLIC_URL}/media/hls/\\d+\\.m3u8$`));
    expect(audio).toMatchObject({ duration: 60 });
    expect(audio!.mediaUrl).toMatch(/\/media\/audio\/tone\d\.m4a$/);
    expect(article).toMatchObject({ duration: 240, mediaUrl: '' });
    expect(article!.content).toContain('<h3>');
    expect(course.member).toBeUndefined();
    expect((await callAppIf(pub.app, 'courseDetail', { courseID: 780_999 }, { token })).body.data).toBe(
      'empty',
    );
  });

  it("courseDetail with userID: the member's own progress; another member's is 403, a visitor's 10102", async () => {
    const { courseId, lessonIds } = await createCourse(pub, {
      title: '进度课程',
      lessons: [{ type: 'video' }, { type: 'article', duration: 60 }],
    });
    const m = await member();
    const { sessionID } = await start(m, lessonIds[0]!);
    await play(m, lessonIds[0]!, sessionID, 12, 12);
    const mine = await callAppIf(pub.app, 'courseDetail', { courseID: courseId, userID: m.uid }, m);
    expect((mine.body.data as { member: unknown }).member).toEqual({
      done: 0,
      completeTime: '',
      certificateUrl: '',
      counted: 12,
      doneLessons: 0,
      lessons: [
        { lessonID: lessonIds[0], counted: 12, position: 12, done: 0 },
        { lessonID: lessonIds[1], counted: 0, position: 0, done: 0 },
      ],
    });
    const other = await member();
    const foreign = await callAppIf(pub.app, 'courseDetail', { courseID: courseId, userID: m.uid }, other);
    expect(foreign.statusCode).toBe(403);
    const visitor = { token: await anonymousToken(pub.app) };
    const asVisitor = await callAppIf(
      pub.app,
      'courseDetail',
      { courseID: courseId, userID: m.uid },
      visitor,
    );
    expect(asVisitor.body.status).toBe(10102);
  });
});

describe('online study: the publisher checks what the page reports', () => {
  it('no progress without a live session: a report before studyStart, or naming another session, is 10311', async () => {
    const { lessonIds } = await createCourse(pub, { title: '无会话', lessons: [{ type: 'video' }] });
    const m = await member();
    const before = await report(m, lessonIds[0]!, 'x'.repeat(24), 10, 10);
    expect(before.statusCode).toBe(409);
    expect(before.body).toMatchObject({ status: 10311, message: '学习会话已失效，请重新开始' });
    await start(m, lessonIds[0]!);
    pub.clock.advance(10 * SECOND);
    expect((await report(m, lessonIds[0]!, 'y'.repeat(24), 10, 10)).body.status).toBe(10311);
  });

  it('never faster than real time: a report is credited at most the time since the previous one (plus 2 s)', async () => {
    const { lessonIds } = await createCourse(pub, { title: '快进', lessons: [{ type: 'audio' }] });
    const m = await member();
    const lesson = lessonIds[0]!;
    const { sessionID } = await start(m, lesson);
    pub.clock.advance(5 * SECOND);
    const jump = (await report(m, lesson, sessionID, 40, 40)).body.data as Report;
    expect(jump).toMatchObject({
      accepted: 5 + TOLERANCE_SECONDS,
      counted: 5 + TOLERANCE_SECONDS,
      position: 40,
    });
    // the tolerance does not add up: at once again, nothing more
    const twice = (await report(m, lesson, sessionID, 10, 41)).body.data as Report;
    expect(twice).toMatchObject({ accepted: 0, counted: 7 });
    // a report covers a minute at most, however long since the last one
    pub.clock.advance(5 * 60 * SECOND);
    const late = (await report(m, lesson, sessionID, 300, 60)).body.data as Report;
    expect(late.accepted).toBe(REPORT_MAX_SECONDS);
  });

  it('never more than the lesson’s length, and a position inside the lesson', async () => {
    const { lessonIds } = await createCourse(pub, {
      title: '满格',
      lessons: [{ type: 'video', duration: 30 }],
    });
    const m = await member();
    const lesson = lessonIds[0]!;
    const { sessionID } = await start(m, lesson);
    await play(m, lesson, sessionID, 20, 20);
    const full = await play(m, lesson, sessionID, 20, 30);
    expect(full).toMatchObject({ counted: 30, accepted: 20, done: 1 });
    pub.clock.advance(10 * SECOND);
    const past = await report(m, lesson, sessionID, 10, 31);
    expect(past.statusCode).toBe(400);
    expect(past.body.message).toMatch(/position 超出课时长度/);
  });

  it('a session idle too long is over: the page starts again and goes on from the progress', async () => {
    const { lessonIds } = await createCourse(pub, { title: '离开太久', lessons: [{ type: 'audio' }] });
    const m = await member();
    const lesson = lessonIds[0]!;
    const first = await start(m, lesson);
    await play(m, lesson, first.sessionID, 10, 10);
    pub.clock.advance(SESSION_IDLE_MS + SECOND);
    const later = await signedInAgain(m);
    expect((await report(later, lesson, first.sessionID, 10, 20)).body.status).toBe(10311);
    const again = await start(later, lesson);
    expect(again).toMatchObject({ position: 10, counted: 10, duration: 60, done: 0 });
    expect(again.sessionID).not.toBe(first.sessionID);
  });

  it('resume on any device: a new start replaces the other device’s session, the progress is the member’s', async () => {
    const { lessonIds } = await createCourse(pub, { title: '换设备', lessons: [{ type: 'audio' }] });
    const m = await member();
    const lesson = lessonIds[0]!;
    const phone = await start(m, lesson);
    await play(m, lesson, phone.sessionID, 15, 15);
    const tablet = await start(m, lesson);
    expect(tablet).toMatchObject({ position: 15, counted: 15 });
    pub.clock.advance(10 * SECOND);
    // both devices playing at once count once: the phone's session is over
    expect((await report(m, lesson, phone.sessionID, 10, 25)).body.status).toBe(10311);
    expect((await report(m, lesson, tablet.sessionID, 10, 25)).body.data).toMatchObject({ counted: 25 });
  });
});

describe('online study: points and the certificate', () => {
  it('a lesson pays once a day: done at 90%, nothing more the same day, again only for a full study another day', async () => {
    const { lessonIds } = await createCourse(pub, {
      title: '每日一课',
      lessons: [{ type: 'video', duration: 20 }, { type: 'article' }],
    });
    let m = await member();
    const lesson = lessonIds[0]!;
    let { sessionID } = await start(m, lesson);
    expect((await play(m, lesson, sessionID, 10, 10)).score).toBe(0);
    const done = await play(m, lesson, sessionID, 8, 18);
    expect(done).toMatchObject({ counted: 18, done: 1, score: 5, courseDone: 0 });
    ({ sessionID } = await start(m, lesson));
    await play(m, lesson, sessionID, 20, 20);
    expect(await pointsOf(m.uid)).toBe(5);

    pub.clock.advance(DAY);
    m = await signedInAgain(m);
    ({ sessionID } = await start(m, lesson));
    expect((await play(m, lesson, sessionID, 10, 10)).score).toBe(0);
    expect((await play(m, lesson, sessionID, 8, 18)).score).toBe(5);
    const lines = await pub.database.db
      .select()
      .from(scoreRecords)
      .where(and(eq(scoreRecords.uid, m.uid), eq(scoreRecords.rule, '学习')));
    expect(lines.map((l) => l.note)).toEqual(['学完《第1课》', '学完《第1课》']);
  });

  it('the last lesson done completes the course once: its points, and a certificate previewPDF can show', async () => {
    const { courseId, lessonIds } = await createCourse(pub, {
      title: '结业课程',
      lessons: [
        { type: 'video', duration: 10 },
        { type: 'audio', duration: 10 },
      ],
    });
    const m = await member();
    const [first, last] = lessonIds as [number, number];
    const one = await start(m, first);
    expect((await play(m, first, one.sessionID, 10, 10)).courseDone).toBe(0);
    const two = await start(m, last);
    const finished = await play(m, last, two.sessionID, 10, 10);
    expect(finished).toMatchObject({ done: 1, courseDone: 1, score: 5 + 50 });
    expect(finished.certificateUrl).toMatch(
      new RegExp(`^${PUBLIC_URL}/app_if/certificate/course-${courseId}-${m.uid}-[\\w-]{43}\\.pdf$`),
    );
    // studied again, nothing more for the course
    const again = await start(m, last);
    expect((await play(m, last, again.sessionID, 10, 10)).score).toBe(0);
    expect(await pointsOf(m.uid)).toBe(60);

    const pdf = await pub.app.inject({ url: finished.certificateUrl.slice(PUBLIC_URL.length) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await getDocument({
      data: new Uint8Array(pdf.rawPayload),
      isEvalSupported: false,
      standardFontDataUrl: fileURLToPath(
        new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url),
      ),
    }).promise;
    const words = (await (await doc.getPage(1)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
    expect(words).toContain('Certificate of Course Completion');
    expect(words).toContain(`member ${m.uid}`);
    const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
    expect(info.Title).toBe('结业证书 · 结业课程');
    await doc.destroy();

    const mine = await callAppIf(pub.app, 'myCourseList', { userID: m.uid, page: 0 }, m);
    expect((mine.body.data as { list: unknown[] }).list[0]).toMatchObject({
      courseID: courseId,
      done: 1,
      doneLessons: 2,
      counted: 20,
      certificateUrl: finished.certificateUrl,
    });
  });

  it('a certificate signed for a member who has not completed the course, or an edited address, is 404', async () => {
    const { courseId, lessonIds } = await createCourse(pub, {
      title: '一课结业',
      lessons: [{ type: 'video', duration: 10 }],
    });
    const [m, other] = [await member(), await member()];
    const { sessionID } = await start(m, lessonIds[0]!);
    const { certificateUrl } = await play(m, lessonIds[0]!, sessionID, 10, 10);
    const path = certificateUrl.slice(PUBLIC_URL.length);
    const notCompleted = courseCertificatePath(await pub.app.publisher.socketSecret(), courseId, other.uid);
    expect((await pub.app.inject({ url: notCompleted })).statusCode).toBe(404);
    expect((await pub.app.inject({ url: path.replace(`-${m.uid}-`, `-${other.uid}-`) })).statusCode).toBe(
      404,
    );
    expect((await pub.app.inject({ url: path.replace(/\.pdf$/, 'x.pdf') })).statusCode).toBe(404);
  });

  it('the last two lessons done at once still complete the course once', async () => {
    const { lessonIds } = await createCourse(pub, {
      title: '同时学完',
      lessons: [
        { type: 'video', duration: 10 },
        { type: 'audio', duration: 10 },
      ],
    });
    const m = await member();
    const sessions = await Promise.all(lessonIds.map((l) => start(m, l)));
    pub.clock.advance(10 * SECOND);
    const answers = await Promise.all(lessonIds.map((l, i) => report(m, l, sessions[i]!.sessionID, 10, 10)));
    expect(answers.map((a) => (a.body.data as Report).done)).toEqual([1, 1]);
    const completions = await pub.database.db
      .select()
      .from(courseCompletions)
      .where(eq(courseCompletions.uid, m.uid));
    expect(completions).toHaveLength(1);
    expect(await pointsOf(m.uid)).toBe(5 + 5 + 50);
  });
});
