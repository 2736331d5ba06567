import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAppIf,
  castVote,
  createVote,
  signedInMembers as signedInMembersOf,
  testPublisher,
  voteCode,
  type TestPublisher,
} from '../../test-support.ts';
import { expectVotesCountedOnce } from '../../../scripts/bench/publisher/concurrency-figures.ts';
import { CAPTCHA_TOO_MANY, CAPTCHAS_PER_ADDRESS_MINUTE } from './captcha.ts';
import { newNonce, recordKey, sealVoteRecord } from './record-cipher.ts';

let pub: TestPublisher;
let key: string;
beforeAll(async () => {
  pub = await testPublisher();
  key = await recordKey('qinglan-demo-key');
});
afterAll(() => pub.close());

const signedInMembers = (n: number) => signedInMembersOf(pub, n);

type Data = Record<string, unknown>;
const post = (op: string, params: Record<string, string | number>, token: string) =>
  callAppIf(pub.app, op, params, { token, method: 'POST' });

const code = (draw?: boolean) => voteCode(pub, draw);
const vote = (
  m: { uid: number; token: string },
  voteId: number,
  optionId: number,
  overrides: Parameters<typeof castVote>[4] = {},
) => castVote(pub, m, voteId, optionId, overrides);

const info = (voteId: number, token: string, userInfo: object = { name: '林小溪', phone: '13912345678' }) =>
  post('saveVoteUserInfo', { voteID: voteId, userInfo: JSON.stringify(userInfo) }, token);

async function counts(voteId: number, token: string): Promise<Map<number, number>> {
  const r = await callAppIf(pub.app, 'getVoteOptions', { voteID: voteId, page: 0 }, { token });
  return new Map(
    (r.body.data as { list: { optionID: number; count: number }[] }).list.map((o) => [o.optionID, o.count]),
  );
}

describe('vote reads', () => {
  it('the vote info carries the head image, tabs, user-info rule, isbegin and limits', async () => {
    const [m] = await signedInMembers(1);
    const { voteId, themeIds } = await createVote(pub, { title: '读取投票', themes: 3, perTheme: 25 });
    const r = await callAppIf(pub.app, 'getVoteInfo', { voteID: voteId }, { token: m!.token });
    expect(r.body.data).toMatchObject({
      voteID: String(voteId),
      title: '读取投票',
      isbegin: 1,
      vs_votetheme_list: themeIds.map((id, i) => ({ themeID: id, name: `分组${i + 1}` })),
      vs_user_inforule: [
        expect.objectContaining({ name: 'name', required: 1 }),
        expect.objectContaining({ type: 'phone' }),
      ],
      vs_vote_daylimit: 3,
      vs_vote_optionlimit: 2,
      optionCount: 75,
    });
    const page1 = await callAppIf(
      pub.app,
      'getVoteOptions',
      { voteID: voteId, themeID: themeIds[0]!, page: 1 },
      { token: m!.token },
    );
    const d = page1.body.data as {
      list: { number: number; rank: number }[];
      totalCount: number;
      hasMore: boolean;
    };
    expect(d.list.map((o) => o.number)).toEqual([21, 22, 23, 24, 25]);
    expect(d).toMatchObject({ totalCount: 25, hasMore: false });
    expect(d.list.every((o) => o.rank === 1)).toBe(true);
    const found = await callAppIf(
      pub.app,
      'getVoteOptionsByName',
      { voteID: voteId, name: '选项7' },
      { token: m!.token },
    );
    expect((found.body.data as { list: { name: string }[] }).list.map((o) => o.name)).toEqual([
      '选项7',
      '选项70',
      '选项71',
      '选项72',
      '选项73',
      '选项74',
      '选项75',
    ]);
    const none = await callAppIf(pub.app, 'getVoteInfo', { voteID: 639_999 }, { token: m!.token });
    expect(none.body.data).toBe('empty');
  });
});

describe('voting', () => {
  it('asks for the user info first, then counts each vote once up to the day’s limits', async () => {
    const [m] = await signedInMembers(1);
    const { voteId, optionIds } = await createVote(pub, {
      title: '投到上限',
      dayLimit: 3,
      optionDayLimit: 2,
    });
    const [a, b] = optionIds as [number, number];
    expect((await vote(m!, voteId, a)).body.message).toBe('请先填写投票信息');
    expect((await info(voteId, m!.token, { name: '林', phone: '12345' })).body.message).toBe(
      '手机号格式不正确',
    );
    expect((await info(voteId, m!.token, { name: '<b>林</b>', phone: '13912345678' })).body.message).toBe(
      '姓名不能包含 < 或 >',
    );
    expect((await info(voteId, m!.token)).body.status).toBe(0);

    const first = await vote(m!, voteId, a);
    expect(first.body.data).toMatchObject({
      result: 'true',
      optionID: a,
      count: 1,
      rank: 1,
      dayLeft: 2,
      optionLeft: 1,
    });
    expect((await vote(m!, voteId, a)).body.data).toMatchObject({ count: 2, optionLeft: 0 });
    const third = await vote(m!, voteId, a);
    expect(third.statusCode).toBe(409);
    expect(third.body.message).toBe('今日为该选项投票次数已用完');
    expect((await vote(m!, voteId, b)).body.data).toMatchObject({ count: 1, dayLeft: 0 });
    expect((await vote(m!, voteId, b)).body.message).toBe('今日投票次数已用完');

    const standing = await post('voteResult', { voteID: voteId }, m!.token);
    expect(standing.body.data).toMatchObject({
      dayLeft: 0,
      needInfo: 0,
      voted: expect.arrayContaining([{ optionID: a, used: 2 }]),
    });
    expect(await counts(voteId, m!.token)).toEqual(
      new Map([[a, 2], [b, 1], ...optionIds.slice(2).map((id) => [id, 0] as const)]),
    );

    // a new day (Beijing time) gives new votes
    pub.clock.advance(86_400_000);
    const token = (await pub.app.publisher.tokens.issue('access', { uid: m!.uid, device: 'test-device' }))
      .token;
    expect((await vote({ uid: m!.uid, token }, voteId, a)).body.data).toMatchObject({ count: 3, dayLeft: 2 });
  });

  it('refuses bad codes, forged, replayed and foreign records, and closed votes; no count moves', async () => {
    const [m, other] = await signedInMembers(2);
    const { voteId, optionIds } = await createVote(pub, {
      title: '坏输入',
      dayLimit: 50,
      optionDayLimit: 50,
      userInfo: false,
    });
    const foreign = await createVote(pub, { title: '别的投票', userInfo: false });
    const option = optionIds[0]!;
    const refusal = async (r: Promise<{ statusCode: number; body: Data }>) => {
      const { statusCode, body } = await r;
      expect(statusCode, String(body.message)).toBeGreaterThanOrEqual(400);
      expect(statusCode).toBeLessThan(500);
      return body.message;
    };

    expect(await refusal(vote(m!, voteId, option, { verifyCode: 'ZZZZ' }))).toBe('验证码错误');
    const used = await code();
    expect((await vote(m!, voteId, option, used)).body.status).toBe(0);
    expect(await refusal(vote(m!, voteId, option, used))).toBe('验证码已失效，请重新获取');
    expect(
      await refusal(vote(m!, voteId, option, { codeKey: 'never-issued-key-0001', verifyCode: 'AAAA' })),
    ).toBe('验证码已失效，请重新获取');
    const late = await code();
    pub.clock.advance(3 * 60_000 + 1);
    expect(await refusal(vote(m!, voteId, option, late))).toBe('验证码已失效，请重新获取');
    const missing = await post(
      'recordVoteCountAndLog',
      { voteID: voteId, codeKey: 'test-code-key-xxxxxx', record: 'ab' },
      m!.token,
    );
    expect(missing.statusCode).toBe(400);

    const sealed = await sealVoteRecord(
      { voteID: voteId, optionID: option, userID: m!.uid, t: pub.clock.now(), nonce: newNonce() },
      key,
    );
    expect((await vote(m!, voteId, option, { record: sealed })).body.status).toBe(0);
    expect(await refusal(vote(m!, voteId, option, { record: sealed }))).toBe('该投票记录已使用');
    const flipped = sealed.slice(0, 30) + (sealed[30] === 'a' ? 'b' : 'a') + sealed.slice(31);
    expect(await refusal(vote(m!, voteId, option, { record: flipped }))).toBe('投票记录无效');
    const otherKey = await sealVoteRecord(
      { voteID: voteId, optionID: option, userID: m!.uid, t: pub.clock.now(), nonce: newNonce() },
      '0'.repeat(32),
    );
    expect(await refusal(vote(m!, voteId, option, { record: otherKey }))).toBe('投票记录无效');
    expect(await refusal(vote(m!, voteId, option, { record: '<script>alert(1)</script>' }))).toBe(
      '投票记录无效',
    );
    expect(await refusal(vote(m!, voteId, option, { userID: other!.uid }))).toBe('投票记录无效');
    expect(await refusal(vote(m!, voteId, option, { t: pub.clock.now() - 10 * 60_000 }))).toBe(
      '投票记录已过期，请重新投票',
    );
    expect(await refusal(vote(m!, voteId, foreign.optionIds[0]!))).toBe('该选项不属于本次投票');
    expect(await refusal(vote(m!, voteId, 999_999_999))).toBe('该选项不属于本次投票');

    const visitor = await callAppIf(pub.app, 'recordVoteCountAndLog', { voteID: voteId }, { method: 'POST' });
    expect(visitor.body.status).toBe(10111);
    expect(
      (await callAppIf(pub.app, 'getVoteOptions', { voteID: '1 OR 1=1' }, { token: m!.token })).statusCode,
    ).toBe(400);
    expect((await pub.app.inject({ url: '/app_if/voteVerifyCode?codeKey=<script>' })).statusCode).toBe(400);

    const notBegun = await createVote(pub, { title: '未开始', phase: 'notBegun', userInfo: false });
    expect(await refusal(vote(m!, notBegun.voteId, notBegun.optionIds[0]!))).toBe('投票未开始');
    const ended = await createVote(pub, { title: '已结束', phase: 'ended', userInfo: false });
    expect(await refusal(vote(m!, ended.voteId, ended.optionIds[0]!))).toBe('投票已结束');

    expect((await counts(voteId, m!.token)).get(option)).toBe(2);
    expect((await counts(foreign.voteId, m!.token)).get(foreign.optionIds[0]!)).toBe(0);
    expect((await counts(notBegun.voteId, m!.token)).get(notBegun.optionIds[0]!)).toBe(0);
  });

  it(
    'many members voting at once: every vote counted exactly once, limits exact',
    () => expectVotesCountedOnce(pub),
    90_000,
  );
});

describe('drawing image codes', () => {
  const keyOf = (n: number, from: string) =>
    `rate-limit-key-${from.replaceAll('.', '-')}-${String(n).padStart(4, '0')}`;
  const draw = (n: number, from: string, peer = '127.0.0.1') =>
    pub.app.inject({
      url: `/app_if/voteVerifyCode?codeKey=${keyOf(n, from)}`,
      headers: { 'x-forwarded-for': from },
      remoteAddress: peer,
    });

  it('one reader address draws at most 60 a minute, then 429 with a message; others and the next minute draw', async () => {
    for (let i = 0; i < CAPTCHAS_PER_ADDRESS_MINUTE; i++)
      expect((await draw(i, '198.51.100.7')).statusCode).toBe(200);
    const refused = await draw(60, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: CAPTCHA_TOO_MANY });
    // nothing stored for the refused draw
    expect(await pub.app.publisher.votes.peekCaptcha(keyOf(60, '198.51.100.7'))).toBeUndefined();
    expect((await draw(0, '198.51.100.8')).statusCode).toBe(200);
    pub.clock.advance(61_000);
    expect((await draw(61, '198.51.100.7')).statusCode).toBe(200);
  });
});
