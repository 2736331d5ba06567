import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import {
  addPoints,
  callAppIf,
  callSso,
  createMember,
  testPublisher,
  TEST_START,
  type TestPublisher,
} from '../../test-support.ts';
import { beijingDay } from './day-score.ts';

let pub: TestPublisher;
let phones = 0;
beforeAll(async () => {
  pub = await testPublisher();
  pub.clock.set(TEST_START);
});
afterAll(() => pub.close());

async function member() {
  phones += 1;
  const phone = `1370000${String(phones).padStart(4, '0')}`;
  const { uid } = await createMember(pub, { phone, password: 'pw' });
  const { body } = await callSso(pub.app, 'login', { phone, password: md5Hex('pw'), devid: 'dev-p' });
  return { uid, token: String(body.data.accessToken) };
}

type Data = { score: string; todayScore: number; list: { day: string; score: number }[] };

describe('points', () => {
  it('myDayScoreSts: the total and the last seven days, today first, empty days 0', async () => {
    const m = await member();
    await addPoints(pub, {
      uid: m.uid,
      records: [{ score: 3, daysAgo: 8 }, { score: 5, daysAgo: 2 }, { score: 10 }, { score: 2 }],
    });
    const { statusCode, body } = await callAppIf(
      pub.app,
      'myDayScoreSts',
      { userID: m.uid },
      { token: m.token },
    );
    expect(statusCode).toBe(200);
    const data = body.data as Data;
    expect(data.score).toBe('20');
    expect(data.todayScore).toBe(12);
    expect(data.list).toHaveLength(7);
    expect(data.list[0]).toEqual({ day: beijingDay(TEST_START), score: 12 });
    expect(data.list[2]).toEqual({ day: beijingDay(TEST_START - 2 * 86_400_000), score: 5 });
    expect(data.list.filter((d) => d.score === 0)).toHaveLength(5);
  });

  it('myScoreList: newest first, 20 a page, the rule and note as event1 spells them', async () => {
    const m = await member();
    const records = Array.from({ length: 25 }, (_, i) => ({
      score: i + 1,
      rule: '阅读',
      note: `第${i + 1}次`,
    }));
    await addPoints(pub, { uid: m.uid, records });
    const page = async (n: number) =>
      (await callAppIf(pub.app, 'myScoreList', { userID: m.uid, page: n }, { token: m.token })).body.data as {
        list: { srname: string; msg: string; score: number; createTime: string }[];
      };
    const first = await page(0);
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({ srname: '阅读', msg: '第25次', score: 25 });
    expect(first.list[0]!.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.0$/);
    expect((await page(1)).list.map((r) => r.score)).toEqual([5, 4, 3, 2, 1]);
  });

  it("another member's points, no member token, or a bad page: refused with a message", async () => {
    const [a, b] = [await member(), await member()];
    const other = await callAppIf(pub.app, 'myScoreList', { userID: b.uid }, { token: a.token });
    expect(other.statusCode).toBe(403);
    expect(other.body.message).toBe('只能查看自己的积分');
    const anonymous = await callAppIf(pub.app, 'myDayScoreSts', { userID: a.uid });
    expect(anonymous.body.status).not.toBe(0);
    const bad = await callAppIf(pub.app, 'myScoreList', { userID: a.uid, page: 'x' }, { token: a.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('page 必须是整数');
  });
});
