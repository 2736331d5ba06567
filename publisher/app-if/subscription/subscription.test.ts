import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import { CACHED_ANSWER_MS } from '../serve.ts';
import {
  anonymousToken,
  callAppIf,
  callSso,
  createArticle,
  createMember,
  createXyAccount,
  testPublisher,
  TEST_START,
  type TestPublisher,
} from '../../test-support.ts';

let pub: TestPublisher;
let token: string;
let phones = 0;
beforeAll(async () => {
  pub = await testPublisher();
  token = await anonymousToken(pub.app);
});
afterAll(() => pub.close());
beforeEach(() => pub.clock.set(TEST_START + 60_000));

type Data = Record<string, unknown> & { list: Record<string, unknown>[] };
const read = async (op: string, params: Record<string, string | number>, t = token) => {
  const { statusCode, body } = await callAppIf(pub.app, op, params, { token: t });
  expect(statusCode, `${op}: ${body.message}`).toBe(200);
  return body.data as Data;
};
const write = (op: string, params: Record<string, string | number>, t: string) =>
  callAppIf(pub.app, op, params, { token: t, method: 'POST' });
/** Past the answer cache, so a read after a write shows it. */
const later = () => pub.clock.advance(CACHED_ANSWER_MS + 1);

async function member() {
  phones += 1;
  const phone = `1390000${String(phones).padStart(4, '0')}`;
  await createMember(pub, { phone, password: 'pw' });
  const { body } = await callSso(pub.app, 'login', { phone, password: md5Hex('pw'), devid: 'dev-x' });
  return { uid: Number(body.data.uid), token: String(body.data.accessToken) };
}

async function account(extra: { status?: number; forbidden?: number } = {}) {
  const { fileId } = await createArticle(pub, { title: '青岚号稿件', content: '<p>正文</p>' });
  return createXyAccount(pub, { name: `测试号${phones++}`, fileIds: [fileId], ...extra });
}

describe('accounts and categories', () => {
  it('getCats with the fixed account code lists the five categories; another code lists none', async () => {
    const cats = await read('getCats', { code: 'XYACCOUNT' });
    expect(cats.list.map((c) => c.name)).toEqual(['政务', '媒体', '文旅', '教育', '生活']);
    expect((await read('getCats', { code: 'OTHER' })).list).toEqual([]);
    expect((await read('getSubCats', { id: Number(cats.list[0]!.id) })).list).toEqual([]);
  });

  it('getCatXys lists a category’s open accounts only: the closed and the banned ones are left out', async () => {
    const cats = (await read('getCats', { code: 'XYACCOUNT' })).list;
    const all = await Promise.all(
      cats.map((c) => read('getCatXys', { id: Number(c.id), start: 0, count: 20 })),
    );
    const names = all.flatMap((a) => a.list.map((x) => x.topic));
    expect(names).toHaveLength(28);
    expect(names).not.toContain('湖畔观察');
    expect(names).not.toContain('北坡村事');
    expect(all[0]!.list[0]).toMatchObject({
      xyID: expect.any(Number),
      icon: expect.stringMatching(/\/pic\/.*xy-/),
    });
  });

  it('getXyInfo answers a banned or closed account with its flags, and an unknown one with the error envelope', async () => {
    const banned = await account({ forbidden: 1 });
    expect(await read('getXyInfo', { id: banned.xyId })).toMatchObject({ xyID: banned.xyId, xyForbidden: 1 });
    const closed = await account({ status: 4 });
    expect(await read('getXyInfo', { id: closed.xyId })).toMatchObject({ xyStatus: 4 });
    const missing = await callAppIf(pub.app, 'getXyInfo', { id: 799_999 }, { token });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.status).toBe(-1);
    for (const id of ['0', '-3', '1 OR 1=1', '<b>1</b>']) {
      expect((await callAppIf(pub.app, 'getXyInfo', { id }, { token })).statusCode).toBe(400);
    }
  });

  it('an account’s articles and its recommended peers', async () => {
    const { xyId } = await account();
    expect((await read('getXyArticles', { xyId })).list).toHaveLength(1);
    const recommended = (await read('recommendXys', {})).list;
    expect(recommended.length).toBe(5);
  });
});

describe('subscribing', () => {
  it('a visitor cannot subscribe; a member can, once, and the fan count follows the rows', async () => {
    const { xyId } = await account();
    const visitor = await write('topicSub', { id: xyId, type: 0, userID: 1 }, token);
    expect(visitor.body.status).not.toBe(0);

    const m = await member();
    const first = await write('topicSub', { id: xyId, type: 0, userID: m.uid }, m.token);
    expect(first.body.data).toMatchObject({ isFollow: 1, fans: 1 });
    const again = await write('topicSub', { id: xyId, type: 0, userID: m.uid }, m.token);
    expect(again.body.data).toMatchObject({ isFollow: 1, fans: 1 });
    const mine = await read('getSubcribeXys', { userID: m.uid, type: 0 }, m.token);
    expect(mine.list.map((a) => a.xyID)).toEqual([xyId]);
    later();
    expect(await read('getXyInfo', { id: xyId })).toMatchObject({ fans: 1 });

    const cancel = await write('topicSubCancel', { id: xyId, type: 0, userID: m.uid }, m.token);
    expect(cancel.body.data).toMatchObject({ isFollow: 0, fans: 0 });
    const cancelAgain = await write('topicSubCancel', { id: xyId, type: 0, userID: m.uid }, m.token);
    expect(cancelAgain.body.data).toMatchObject({ fans: 0 });
  });

  it('a member acts only for themself, and cannot subscribe to a banned account', async () => {
    const { xyId } = await account();
    const a = await member();
    const other = await write('topicSub', { id: xyId, type: 0, userID: a.uid + 1 }, a.token);
    expect(other.statusCode).toBe(403);
    const banned = await account({ forbidden: 1 });
    const refused = await write('topicSub', { id: banned.xyId, type: 0, userID: a.uid }, a.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toContain('封禁');
  });

  it('100 toggles at once: refused past the rate, the last accepted state stands, the count never drifts', async () => {
    const { xyId } = await account();
    const m = await member();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        write(n % 2 === 0 ? 'topicSub' : 'topicSubCancel', { id: xyId, type: 0, userID: m.uid }, m.token),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThan(0);
    pub.clock.advance(1_001);
    const mine = await read('getSubcribeXys', { userID: m.uid, type: 0 }, m.token);
    const final = await write('topicSub', { id: xyId, type: 0, userID: m.uid }, m.token);
    expect(final.body.data).toMatchObject({ fans: 1 });
    expect(mine.list.length).toBeLessThanOrEqual(1);
  });
});

describe('ranking and rank-votes', () => {
  it('xyRank is capped at 20, ordered by influence computed from reads, votes and fans', async () => {
    const rank = await read('xyRank', {});
    expect(rank.list).toHaveLength(20);
    const influence = rank.list.map((r) => Number(r.influence));
    expect(influence).toEqual([...influence].sort((a, b) => b - a));
    expect(rank.list.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(rank.period).toMatchObject({ title: expect.stringMatching(/影响力榜$/) });
    expect((rank.rules as string[]).length).toBeGreaterThan(0);
  });

  it('a member rank-votes once per account and period; the vote raises the influence by 100', async () => {
    const { xyId } = await account();
    const m = await member();
    const before = (await read('searchXyRank', { key: '测试号' }, m.token)) as unknown as Data['list'];
    const mine = before.find((r) => r.id === xyId)!;
    expect(mine).toMatchObject({ canHit: 1, isFollow: 0 });

    const vote = await write('hitXyBulletin', { id: xyId, userID: m.uid }, m.token);
    expect(vote.body).toMatchObject({ status: 0, data: { value: 'true' } });
    const twice = await write('hitXyBulletin', { id: xyId, userID: m.uid }, m.token);
    expect(twice.statusCode).toBe(400);
    expect(twice.body.message).toBe('本期已为该青岚号打过榜');

    const after = (await read('searchXyRank', { key: '测试号' }, m.token)) as unknown as Data['list'];
    expect(after.find((r) => r.id === xyId)).toMatchObject({
      canHit: 0,
      influence: Number(mine.influence) + 100,
    });
    expect(await read('getUserHitInfo', { userID: m.uid }, m.token)).toMatchObject({ hitIds: [xyId] });
  });

  it('a visitor, a banned account and a time outside every period are refused; nothing is counted', async () => {
    const { xyId } = await account();
    const visitor = await write('hitXyBulletin', { id: xyId, userID: 1 }, token);
    expect(visitor.body.status).not.toBe(0);
    const m = await member();
    const banned = await account({ forbidden: 1 });
    expect((await write('hitXyBulletin', { id: banned.xyId, userID: m.uid }, m.token)).statusCode).toBe(400);
    pub.clock.set(TEST_START - 120 * 86_400_000);
    const outside = await write('hitXyBulletin', { id: xyId, userID: m.uid }, m.token);
    expect(outside.statusCode).toBe(400);
    expect(outside.body.message).toBe('当前不在打榜时间内');
    pub.clock.set(TEST_START + 60_000);
    expect(await read('getUserHitInfo', { userID: m.uid }, m.token)).toMatchObject({ hitIds: [] });
  });

  it('two racing votes count once', async () => {
    const { xyId } = await account();
    const m = await member();
    const answers = await Promise.all(
      [0, 1, 2].map(() => write('hitXyBulletin', { id: xyId, userID: m.uid }, m.token)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });
});
