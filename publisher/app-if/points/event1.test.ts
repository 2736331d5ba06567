import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAppIf,
  createArticle,
  signedInMembers,
  testPublisher,
  TEST_START,
  type TestPublisher,
} from '../../test-support.ts';
import { POINT_RULES } from './rules.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
  pub.clock.set(TEST_START);
});
afterAll(() => pub.close());

type Answer = { code: string; result: { code: string; score: number; srname: string; msg: string }[] };

const articles = async (n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) => createArticle(pub, { title: `积分${i}`, content: '<p>正文</p>' })),
  );

async function earn(m: { uid: number; token: string }, eType: string, articleID: number) {
  const { statusCode, body } = await callAppIf(
    pub.app,
    'event1',
    { eType, member: m.uid, articleID },
    { token: m.token, method: 'POST' },
  );
  return { statusCode, body: body as { status: number; message: string; data: Answer } };
}

const total = async (m: { uid: number; token: string }) =>
  (
    (await callAppIf(pub.app, 'myDayScoreSts', { userID: m.uid }, { token: m.token })).body.data as {
      score: string;
    }
  ).score;

describe('event1: points for reading and sharing', () => {
  it('reading pays once per article a day (1004), again is over the rule (1003)', async () => {
    const [m] = await signedInMembers(pub, 1);
    const [a] = await articles(1);
    const first = await earn(m!, '浏览', a!.fileId);
    expect(first.body.data.code).toBe('1002');
    expect(first.body.data.result[0]).toMatchObject({
      code: '1004',
      score: POINT_RULES.浏览.score,
      srname: '阅读',
    });
    const again = await earn(m!, '浏览', a!.fileId);
    expect(again.body.data.result[0]).toMatchObject({ code: '1003', score: 0 });
    expect(await total(m!)).toBe(String(POINT_RULES.浏览.score));
  });

  it('a day pays for at most perDay articles per rule; the next day pays again', async () => {
    const [m] = await signedInMembers(pub, 1);
    const list = await articles(POINT_RULES.分享.perDay + 1);
    const codes = [];
    for (const a of list) codes.push((await earn(m!, '分享', a.fileId)).body.data.result[0]!.code);
    expect(codes).toEqual([...Array(POINT_RULES.分享.perDay).fill('1004'), '1003']);
    expect(await total(m!)).toBe(String(POINT_RULES.分享.perDay * POINT_RULES.分享.score));
    // reading has its own count
    expect((await earn(m!, '浏览', list[0]!.fileId)).body.data.result[0]!.code).toBe('1004');
    pub.clock.set(TEST_START + 86_400_000);
    // yesterday's access token has expired (2 hours): the member signs in again
    const { token } = await pub.app.publisher.tokens.issue('access', { uid: m!.uid, device: 'test-device' });
    expect((await earn({ uid: m!.uid, token }, '分享', list[0]!.fileId)).body.data.result[0]!.code).toBe(
      '1004',
    );
    pub.clock.set(TEST_START);
  });

  it('two taps at once pay once', async () => {
    const [m] = await signedInMembers(pub, 1);
    const [a] = await articles(1);
    const answers = await Promise.all([earn(m!, '浏览', a!.fileId), earn(m!, '浏览', a!.fileId)]);
    expect(answers.map((r) => r.body.data.result[0]!.code).sort()).toEqual(['1003', '1004']);
    expect(await total(m!)).toBe(String(POINT_RULES.浏览.score));
  });

  it('visitors, other members and bad input earn nothing, with a message', async () => {
    const [m, other] = await signedInMembers(pub, 2);
    const [a] = await articles(1);
    const visitor = await callAppIf(
      pub.app,
      'event1',
      { eType: '浏览', member: m!.uid, articleID: a!.fileId },
      { method: 'POST' },
    );
    expect(visitor.body.status).not.toBe(0);
    const someoneElse = await earn(other!, '浏览', a!.fileId);
    expect(someoneElse.body.data.result[0]!.code).toBe('1004');
    const forOther = await callAppIf(
      pub.app,
      'event1',
      { eType: '浏览', member: m!.uid, articleID: a!.fileId },
      { token: other!.token, method: 'POST' },
    );
    expect(forOther.statusCode).toBe(403);
    const badType = await earn(m!, '启动', a!.fileId);
    expect(badType.statusCode).toBe(400);
    expect(badType.body.message).toContain('eType 必须是');
    const missing = await earn(m!, '浏览', 2_000_000_000);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toBe('文章 2000000000 不存在');
    expect(await total(m!)).toBe('0');
  });
});
