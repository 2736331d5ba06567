import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import {
  anonymousToken,
  callAppIf,
  callSso,
  createArticle,
  createMember,
  testPublisher,
  PUBLIC_URL,
  type TestPublisher,
} from '../../test-support.ts';
import { COUNT_WINDOW_MS } from '../article/recent-counts.ts';
import { LIKE_NEEDS_TOKEN } from '../article/counts.ts';
import { jsSdkSignature } from './wx-signature.ts';
import { readMessengerSettings } from '../../messenger/settings.ts';

/** the settings the test publisher runs with (the stand-in's defaults) */
const messenger = readMessengerSettings({}, PUBLIC_URL);

let pub: TestPublisher;
let token: string;
let phones = 0;
beforeAll(async () => {
  pub = await testPublisher();
  token = await anonymousToken(pub.app);
});
afterAll(() => pub.close());
// each test its own second, so the per-second limits of one never reach the next
beforeEach(() => pub.clock.advance(2_000));

const call = (op: string, params: Record<string, string | number>, t = token) =>
  callAppIf(pub.app, op, params, { token: t });
const likes = async (id: number) =>
  Number(((await call('counts', { id, source: 0 })).body.data as { countPraise: number }).countPraise);

async function member() {
  phones += 1;
  const phone = `1380000${String(phones).padStart(4, '0')}`;
  await createMember(pub, { phone, password: 'pw' });
  const { body } = await callSso(pub.app, 'login', { phone, password: md5Hex('pw'), devid: `dev-${phones}` });
  return { uid: Number(body.data.uid), token: String(body.data.accessToken) };
}

const article = async () =>
  (await createArticle(pub, { title: '点赞与收藏', content: '<p>正文</p>' })).fileId as number;

describe('likes (event eventType 1)', () => {
  it('count once per device: a double tap, and 50 likes sent within one second, add one like', async () => {
    const id = await article();
    expect(await likes(id)).toBe(0);
    const like = () => call('event', { id, type: 0, eventType: 1, channel: 1, userOtherID: 'device-a' });
    const first = await like();
    expect(first.body.data).toMatchObject({ value: 'true', counted: 1, countPraise: 1 });
    expect((await like()).body.data).toMatchObject({ counted: 0, countPraise: 1 });
    const burst = await Promise.all(Array.from({ length: 50 }, like));
    // every answer is either the unchanged count or a clear "too fast", never an error of the server
    for (const { statusCode, body } of burst) {
      if (statusCode === 200) expect(body.data).toMatchObject({ counted: 0, countPraise: 1 });
      else expect([statusCode, body.message]).toEqual([429, '操作过于频繁，请稍后再试']);
    }
    expect(await likes(id)).toBe(1);
    // another device, with the token the publisher issued to it, counts on its own
    pub.clock.advance(2_000);
    await call(
      'event',
      { id, eventType: 1, userOtherID: 'device-b' },
      await anonymousToken(pub.app, 'device-b'),
    );
    expect(await likes(id)).toBe(2);
  });

  it('count for the device the token was issued to, never one the request names: 50 names from one token add one', async () => {
    const id = await article();
    const one = await anonymousToken(pub.app, 'issued-device');
    for (let i = 0; i < 50; i++) {
      pub.clock.advance(100); // under the per-second limit: each like is weighed, none turned away
      await call('event', { id, eventType: 1, userOtherID: `rot${i}` }, one);
    }
    expect(await likes(id)).toBe(1);
    // the device's like stands whichever token it comes with, named or not
    const again = await call('event', { id, eventType: 1 }, await anonymousToken(pub.app, 'issued-device'));
    expect(again.body.data).toMatchObject({ counted: 0, countPraise: 1 });
  });

  it('count once per member, whichever device the member likes from', async () => {
    const id = await article();
    const m = await member();
    await call('event', { id, eventType: 1, userOtherID: 'phone-1' }, m.token);
    const again = await call('event', { id, eventType: 1, userOtherID: 'tablet-2' }, m.token);
    expect(again.body.data).toMatchObject({ counted: 0, countPraise: 1 });
    expect(await likes(id)).toBe(1);
  });

  it('refuse a like on a missing article or an unpublished one, and one with no token to count it for', async () => {
    const missing = await call('event', { id: 999_999, eventType: 1, userOtherID: 'device-a' });
    expect([missing.statusCode, missing.body.message]).toEqual([400, '稿件 999999 不存在']);
    const id = await article();
    const markup = await call('event', { id, eventType: 1, userOtherID: '<script>' });
    expect(markup.statusCode).toBe(400);
    // a site that asks for no token: a call without one names nobody, whatever device it says
    await pub.app.publisher.sites.update(1, { tokenEnable: 0 }, pub.clock.now());
    try {
      for (const userOtherID of ['device-n', '']) {
        const nobody = await callAppIf(pub.app, 'event', { id, eventType: 1, userOtherID });
        expect([nobody.statusCode, nobody.body.message]).toEqual([400, LIKE_NEEDS_TOKEN]);
      }
    } finally {
      await pub.app.publisher.sites.update(1, { tokenEnable: 1 }, pub.clock.now());
    }
    expect(await likes(id)).toBe(0);
  });
});

describe('reads and shares (event eventType 0 and 2, recordAccessCount)', () => {
  const counted = async (id: number) => (await call('counts', { id })).body.data as Record<string, number>;

  it('count once per device, article and hour, from event and recordAccessCount alike, whatever device is named', async () => {
    const [id, other] = [await article(), await article()];
    for (let i = 0; i < 3; i++) {
      await call('event', { id, eventType: 0, userOtherID: `rot${i}` });
      await call('recordAccessCount', { articleId: id });
      await call('event', { id, eventType: 2, userOtherID: `rot${i}` });
    }
    expect(await counted(id)).toMatchObject({ countClick: 1, countShare: 1, countPraise: 0 });
    // another article, and another device, count on their own
    await call('event', { id: other, eventType: 0 });
    await call('event', { id, eventType: 0 }, await anonymousToken(pub.app, 'device-r2'));
    expect(await counted(id)).toMatchObject({ countClick: 2, countShare: 1 });
    expect(await counted(other)).toMatchObject({ countClick: 1 });
    // an hour on, the same device's read and share count again
    pub.clock.advance(COUNT_WINDOW_MS);
    await call('event', { id, eventType: 0 });
    await call('event', { id, eventType: 2 });
    expect(await counted(id)).toMatchObject({ countClick: 3, countShare: 2 });
  });

  it('count once per member, and without a token once per reader address', async () => {
    const id = await article();
    const m = await member();
    await call('event', { id, eventType: 0 }, m.token);
    await call('recordAccessCount', { articleId: id }, m.token);
    expect(await counted(id)).toMatchObject({ countClick: 1 });
    await pub.app.publisher.sites.update(1, { tokenEnable: 0 }, pub.clock.now());
    try {
      const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
      await callAppIf(pub.app, 'event', { id, eventType: 0, userOtherID: 'x1' }, from('198.51.100.40'));
      await callAppIf(pub.app, 'event', { id, eventType: 0, userOtherID: 'x2' }, from('198.51.100.40'));
      await callAppIf(pub.app, 'recordAccessCount', { articleId: id }, from('198.51.100.41'));
    } finally {
      await pub.app.publisher.sites.update(1, { tokenEnable: 1 }, pub.clock.now());
    }
    expect(await counted(id)).toMatchObject({ countClick: 3 });
  });
});

describe('counts', () => {
  it('answers the counters of a published article and refuses a missing one or a bad source', async () => {
    const id = await article();
    expect((await call('counts', { id, source: 0 })).body.data).toEqual({
      id,
      countClick: 0,
      countDiscuss: 0,
      countPraise: 0,
      countShare: 0,
    });
    expect((await call('counts', { id: 999_998 })).statusCode).toBe(400);
    expect((await call('counts', { id, source: 7 })).statusCode).toBe(400);
  });
});

describe('favourites', () => {
  it('fav, hasFav, myFav and favCancel: a repeat changes nothing, the newest comes first', async () => {
    const m = await member();
    const [a, b] = [await article(), await article()];
    const own = (articleID: number) => ({ userID: m.uid, articleID, type: 0 });
    expect((await call('hasFav', own(a), m.token)).body.data).toMatchObject({ hasFav: 0, value: 'false' });
    await call('fav', { ...own(a), channel: 1, imgUrl: 'http://pub.test/pic/a.jpg' }, m.token);
    await call('fav', { ...own(a), channel: 1 }, m.token);
    pub.clock.advance(10 * 60_000);
    await call('fav', { ...own(b), channel: 3 }, m.token);
    expect((await call('hasFav', own(a), m.token)).body.data).toMatchObject({ hasFav: 1, value: 'true' });
    const list = await callAppIf(
      pub.app,
      'myFav',
      { userID: m.uid, page: 0 },
      { token: m.token, method: 'POST' },
    );
    const items = (list.body.data as { list: Record<string, unknown>[] }).list;
    expect(items.map((i) => i.articleID)).toEqual([b, a]);
    expect(items[1]).toMatchObject({ imgUrl: 'http://pub.test/pic/a.jpg', title: '点赞与收藏', channel: 1 });
    await call('favCancel', { ...own(a), cancel: 1 }, m.token);
    expect((await call('hasFav', own(a), m.token)).body.data).toMatchObject({ hasFav: 0 });
  });

  it('are a member’s own: a visitor, another member’s id, a missing article and a script URL are refused', async () => {
    const m = await member();
    const other = await member();
    const a = await article();
    const visitor = await call('fav', { userID: m.uid, articleID: a });
    expect(visitor.body.status).toBe(10102);
    const someoneElse = await call('fav', { userID: other.uid, articleID: a }, m.token);
    expect([someoneElse.statusCode, someoneElse.body.message]).toEqual([403, '只能操作自己的账号']);
    const missing = await call('fav', { userID: m.uid, articleID: 999_997 }, m.token);
    expect([missing.statusCode, missing.body.message]).toEqual([400, '稿件 999997 不存在']);
    const script = await call('fav', { userID: m.uid, articleID: a, imgUrl: 'javascript:alert(1)' }, m.token);
    expect([script.statusCode, script.body.message]).toEqual([400, 'imgUrl 必须是 http(s) 地址']);
    expect((await call('hasFav', { userID: m.uid, articleID: a }, m.token)).body.data).toMatchObject({
      hasFav: 0,
    });
  });
});

describe('wxSignature', () => {
  it('signs the page url as the messenger checks it: sha1 over ticket, nonce, timestamp and url without its fragment', async () => {
    const url = 'https://news.example/template/displayTemplate/news/newsDetail/3/10002.html?isShare=true';
    const { body } = await call('wxSignature', { url: `${url}#comments` });
    const answer = body.data as { appid: string; timestamp: number; noncestr: string; signature: string };
    expect(answer.appid).toBe(messenger.appId);
    expect(answer.timestamp).toBe(Math.floor(pub.clock.now() / 1000));
    expect(answer.noncestr).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const text = `jsapi_ticket=${messenger.jsapiTicket}&noncestr=${answer.noncestr}&timestamp=${answer.timestamp}&url=${url}`;
    expect(answer.signature).toBe(createHash('sha1').update(text).digest('hex'));
  });

  it('the messenger’s own example signs to its published signature', () => {
    // the JS-SDK documentation's worked example (附录1)
    expect(
      jsSdkSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonce: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('refuses a missing url, a script url and markup', async () => {
    for (const url of [undefined, 'javascript:alert(1)', 'https://x.example/<script>']) {
      const { statusCode, body } = await call('wxSignature', url === undefined ? {} : { url });
      expect(statusCode).toBe(400);
      expect(body.message).toMatch(/url/);
    }
  });
});
