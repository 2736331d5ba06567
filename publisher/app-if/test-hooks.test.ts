import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousToken, callAppIf, testPublisher, type TestPublisher } from '../test-support.ts';
import { newNonce, recordKey, sealVoteRecord } from './vote/record-cipher.ts';

describe('without PUBLISHER_TEST_HOOKS', () => {
  it('answers 404 for every method on every hook and writes nothing', async () => {
    const plain = await testPublisher({ testHooks: false });
    try {
      for (const path of [
        '/app_if/test/article',
        '/app_if/test/column',
        '/app_if/test/module',
        '/app_if/test/member',
        '/app_if/test/signedInMembers',
        '/app_if/test/voteCaptchas',
        '/app_if/test/multiplyArticles',
        '/sso-app/test/lastCode?phone=13800000001',
      ]) {
        for (const method of ['POST', 'GET', 'PUT', 'DELETE'] as const) {
          const response = await plain.app.inject({
            method,
            url: path,
            ...(method === 'POST' || method === 'PUT'
              ? { payload: { title: 't', content: '<p>x</p>', columnId: 3 } }
              : {}),
          });
          expect(response.statusCode, `${method} ${path}`).toBe(404);
          expect(response.json()).toMatchObject({ status: -1 });
        }
      }
      const page = await callAppIf(
        plain.app,
        'getArticles',
        { columnId: 3 },
        { token: await anonymousToken(plain.app) },
      );
      expect((page.body.data as any).list.every((a: any) => a.title !== 't')).toBe(true);
    } finally {
      await plain.close();
    }
  });
});

describe("the bench's hooks (scripts/bench/publisher/bench-writes.ts)", () => {
  let pub: TestPublisher;
  beforeAll(async () => {
    pub = await testPublisher();
  });
  afterAll(() => pub.close());

  const hook = async <T>(name: string, payload: object) => {
    const response = await pub.app.inject({ method: 'POST', url: `/app_if/test/${name}`, payload });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: T }).data;
  };

  it('memory: what the process holds and its resident size, after a full collection only where gc is exposed', async () => {
    const memory = await hook<{ heldKB: number; rssKB: number; collected: boolean }>('memory', {});
    expect(memory.heldKB).toBeGreaterThan(1_000);
    expect(memory.rssKB).toBeGreaterThan(memory.heldKB);
    expect(memory.collected).toBe(typeof (globalThis as { gc?: unknown }).gc === 'function');
  });

  it('signedInMembers: members who post at once with their tokens, each their own', async () => {
    const { members } = await hook<{ members: { uid: number; token: string }[] }>('signedInMembers', {
      count: 3,
    });
    expect(new Set(members.map((m) => m.uid)).size).toBe(3);
    const { fileId } = await hook<{ fileId: number }>('article', { title: '压测', content: '<p>正文</p>' });
    for (const m of members) {
      const posted = await callAppIf(
        pub.app,
        'discuss',
        { rootID: fileId, userID: m.uid, content: '我来说两句' },
        { token: m.token, method: 'POST' },
      );
      expect(posted.body.status).toBe(0);
    }
    const other = await callAppIf(
      pub.app,
      'discuss',
      { rootID: fileId, userID: members[1]!.uid, content: '冒名' },
      { token: members[0]!.token, method: 'POST' },
    );
    expect(other.body.status).not.toBe(0);
  });

  it('voteCaptchas and voteOption: each code answers one vote, and the stored count shows every vote', async () => {
    const [m] = (await hook<{ members: { uid: number; token: string }[] }>('signedInMembers', { count: 1 }))
      .members;
    const { voteId, optionIds } = await hook<{ voteId: number; optionIds: number[] }>('vote', {
      title: '压测投票',
      dayLimit: 0,
      optionDayLimit: 0,
      userInfo: false,
    });
    const { codes } = await hook<{ codes: { codeKey: string; answer: string }[] }>('voteCaptchas', {
      count: 3,
    });
    expect(new Set(codes.map((c) => c.codeKey)).size).toBe(3);
    const key = await recordKey('qinglan-demo-key');
    const cast = async (code: { codeKey: string; answer: string }) =>
      callAppIf(
        pub.app,
        'recordVoteCountAndLog',
        {
          voteID: voteId,
          codeKey: code.codeKey,
          verifyCode: code.answer,
          record: await sealVoteRecord(
            {
              voteID: voteId,
              optionID: optionIds[0]!,
              userID: m!.uid,
              t: pub.clock.now(),
              nonce: newNonce(),
            },
            key,
          ),
        },
        { token: m!.token, method: 'POST' },
      );
    expect((await cast(codes[0]!)).body.status).toBe(0);
    expect((await cast(codes[1]!)).body.status).toBe(0);
    expect((await cast(codes[0]!)).body.message).toBe('验证码已失效，请重新获取');
    expect(await hook('voteOption', { optionId: optionIds[0]! })).toEqual({ count: 2 });
  });

  it('multiplyArticles: every published article n times over, found by search; a second call adds none', async () => {
    const token = await anonymousToken(pub.app);
    const found = async () =>
      (
        (await callAppIf(pub.app, 'searchAllInTime', { key: '青岚', count: 50, start: 0 }, { token })).body
          .data as { list: unknown[] }
      ).list.length;
    const before = await found();
    expect(before).toBeGreaterThan(0);
    const { articles } = await hook<{ articles: number }>('multiplyArticles', { times: 3 });
    expect(await hook('multiplyArticles', { times: 3 })).toEqual({ articles });
    expect(articles % 3).toBe(0);
    pub.clock.advance(60_000);
    expect(await found()).toBe(Math.min(50, before * 3));
  });
});
