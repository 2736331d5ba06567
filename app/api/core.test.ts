import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createPublisherClient } from './client';
import { uploadsOperations } from './uploads/operations';
import type { CoreOptions } from './core';
import { createMemoryCredentials } from './credentials';
import { PublisherError } from './errors';
import type { StatusReactions } from './reactions';
import { md5Hex } from './sign';
import { siteConfig as config, ok, testCore, type Responder } from './testFetch';

const NOW = 1_700_000_000_000;

function setup(routes: Record<string, Responder>, over: Partial<CoreOptions> = {}) {
  const { core, fetch, credentials } = testCore(routes, over);
  return { client: createPublisherClient(core), fetch, credentials };
}

const calls = (f: ReturnType<typeof setup>['fetch']) =>
  f.calls.map((c) => c.url.pathname.replace('/app_if/', ''));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('every call (spec §7)', () => {
  test('common fields and t; source header always; token header in token mode', async () => {
    const { client, fetch } = setup({ getColumns: () => ok({ columns: [] }) });
    await client.columns.getColumns();
    const req = fetch.calls.at(-1)!;
    expect(Object.fromEntries(req.params)).toMatchObject({
      siteId: '3',
      siteID: '3',
      siteid: '3',
      appID: '7',
      device: 'dev-1',
      curVersions: '1',
      apiVersion: '2',
      t: String(NOW),
      parentColumnId: '0',
      version: '0',
      columnType: '-1',
    });
    expect(req.headers.source).toBe('touchsrc');
    expect(req.headers.token).toBe('anon-1');
    // getConfig itself goes first, with the appID and the source header
    expect(fetch.calls[0]!.params.get('appID')).toBe('7');
    expect(fetch.calls[0]!.headers.source).toBe('touch');
  });

  test('no token header outside token mode, and no anonymous token fetched', async () => {
    const { client, fetch } = setup({
      getConfig: () => config({ tokenEnable: 0 }),
      getColumns: () => ok({ columns: [] }),
    });
    await client.columns.getColumns();
    expect(calls(fetch)).toEqual(['getConfig', 'getColumns']);
    expect(fetch.calls[1]!.headers.token).toBeUndefined();
  });

  test('the member access token wins over the anonymous one', async () => {
    const credentials = createMemoryCredentials('dev-1');
    credentials.setMember({ accessToken: 'member-at', refreshToken: 'rt', userId: '9' }, NOW + 1000);
    const { client, fetch } = setup({ getColumns: () => ok({ columns: [] }) }, { credentials });
    await client.columns.getColumns();
    expect(calls(fetch)).toEqual(['getConfig', 'getColumns']);
    expect(fetch.calls[1]!.headers.token).toBe('member-at');
  });

  test('signed auth headers: sign = md5(authToken + appSecret + time)', async () => {
    const credentials = createMemoryCredentials('dev-1');
    credentials.setAuth({ authToken: 'AT', appSecret: 'SECRET', authTime: 0 });
    const { client, fetch } = setup({ getColumns: () => ok({ columns: [] }) }, { credentials });
    await client.columns.getColumns();
    expect(fetch.calls.at(-1)!.headers).toMatchObject({
      authToken: 'AT',
      time: String(NOW),
      sign: md5Hex(`ATSECRET${NOW}`),
    });
  });

  test('xyAuth 2 handshakes first: authinfo, then auth signed md5(secret + time + secret[2..7])', async () => {
    const { client, fetch, credentials } = setup({
      getConfig: () => config({}, { xyAuth: 2 }),
      authinfo: () => ok({ appKey: 'KEY', appSecret: 'abcdefghij' }),
      auth: () => ok({ authToken: 'TOKEN', authTime: NOW + 7_200_000 }),
      getColumns: () => ok({ columns: [] }),
    });
    await client.columns.getColumns();
    expect(calls(fetch)).toEqual(['getConfig', 'authinfo', 'auth', 'getAnonymousToken', 'getColumns']);
    const auth = fetch.calls[2]!;
    expect(auth.method).toBe('POST');
    expect(auth.params.get('appKey')).toBe('KEY');
    expect(auth.params.get('sign')).toBe(md5Hex(`abcdefghij${NOW}cdefg`));
    expect(credentials.auth()).toEqual({
      authToken: 'TOKEN',
      appSecret: 'abcdefghij',
      authTime: NOW + 7_200_000,
    });
    expect(fetch.calls[4]!.headers.sign).toBe(md5Hex(`TOKENabcdefghij${NOW}`));
  });

  test('the split of time-outs: 50 s a call, 5 s for counters', async () => {
    const hang: Responder = () => new Promise(() => {});
    const { client } = setup({ getColumns: hang, event: hang });
    const columns = client.columns.getColumns().catch((e: unknown) => e);
    const event = client.article.event({ id: 1, eventType: 0, channel: 1 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await event).toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(44_999);
    let settled = false;
    void columns.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await columns).toMatchObject({ kind: 'timeout' });
  });
});

describe('encryption from apiVersion 3', () => {
  test('non-common parameters travel as encryptData, 04-prefixed SM2 hex', async () => {
    const { sm2 } = await import('sm-crypto-v2');
    const keys = sm2.generateKeyPairHex();
    const { client, fetch } = setup({
      getConfig: () => config({ sm2PublicKey: keys.publicKey }, { apiVersion: '3' }),
      getColumns: () => ok({ columns: [] }),
      getUserInfo: () => ok({ uid: '1' }),
    });
    await client.columns.getColumns(5);
    const params = fetch.calls.at(-1)!.params;
    expect(params.get('parentColumnId')).toBeNull();
    expect(params.get('siteId')).toBe('3');
    const data = params.get('encryptData')!;
    expect(data.startsWith('04')).toBe(true);
    expect(JSON.parse(sm2.doDecrypt(data.slice(2), keys.privateKey, 1, { output: 'string' }))).toEqual({
      parentColumnId: 5,
      version: 0,
      columnType: -1,
    });
    // user-id fields go on their own
    await client.account.getUserInfo('138');
    const uid = fetch.calls.at(-1)!.params.get('uid')!;
    expect(uid.startsWith('04')).toBe(true);
    expect(sm2.doDecrypt(uid.slice(2), keys.privateKey, 1, { output: 'string' })).toBe('138');
  });
});

describe('status catalogue (spec §8)', () => {
  test('0 unwraps, 1 is an empty object, data:"empty" is not found', async () => {
    const { client } = setup({
      getArticleContent: () => ok('empty'),
      getArticleCounts: () => ({ status: 1, message: '', data: null }),
    });
    expect(await client.article.getArticleContent({ id: 1 })).toBeNull();
    expect(await client.article.getArticleCounts(1)).toEqual({
      id: 0,
      reads: 0,
      likes: 0,
      comments: 0,
      shares: 0,
    });
  });

  test('negative status: error with the message, or the generic key; raw and wrapped both read', async () => {
    const { client } = setup({
      getColumns: () => ({
        status: -1,
        message: 'Your server has down or target user not exist !',
        data: {},
      }),
      getRelArticles: () => ({ status: -2, data: {} }),
      articleHot: () => ({ list: [{ fileId: 3 }] }),
    });
    await expect(client.columns.getColumns()).rejects.toMatchObject({
      kind: 'status',
      code: -1,
      key: 'error',
      message: 'Your server has down or target user not exist !',
    });
    await expect(client.lists.getRelArticles(1)).rejects.toMatchObject({
      code: -2,
      key: 'error',
      message: '',
    });
    expect((await client.lists.articleHot())[0]!.id).toBe(3);
  });

  test('other positives error; 10201 and 10202–10204 carry their keys', async () => {
    const answers: Record<string, unknown> = {};
    const { client } = setup({ getColumns: () => answers.next });
    answers.next = { status: 5, message: 'busy', data: {} };
    await expect(client.columns.getColumns()).rejects.toMatchObject({
      code: 5,
      key: 'error',
      message: 'busy',
    });
    answers.next = { status: 10201, message: 'x', data: {} };
    await expect(client.columns.getColumns()).rejects.toMatchObject({
      key: 'downloadAppForSignup',
      message: '',
    });
    for (const code of [10202, 10203, 10204]) {
      answers.next = { status: code, message: '含敏感词', data: {} };
      await expect(client.columns.getColumns()).rejects.toMatchObject({
        key: 'commentFailed',
        message: '含敏感词',
      });
    }
    answers.next = { status: 10203, data: {} };
    await expect(client.columns.getColumns()).rejects.toMatchObject({ key: 'commentFailed', message: '' });
  });

  test('HTTP, network and malformed failures', async () => {
    const { client } = setup({
      getColumns: () => new Response('<html>bad gateway</html>', { status: 502 }),
      getRelArticles: () => new Response('{not json', { status: 200 }),
      articleHot: () => Promise.reject(new TypeError('fetch failed')),
      getColumn: () =>
        new Response(JSON.stringify({ status: -1, message: 'columnId 必须是整数', data: {} }), {
          status: 400,
        }),
    });
    const e = (await client.columns.getColumns().catch((x: unknown) => x)) as PublisherError;
    expect(e).toMatchObject({ kind: 'http', httpStatus: 502, code: 502 });
    expect(e.unavailable).toBe(true);
    await expect(client.lists.getRelArticles(1)).rejects.toMatchObject({ kind: 'malformed' });
    await expect(client.lists.articleHot()).rejects.toMatchObject({ kind: 'network' });
    // a 400 with a status body is the "not found" of a lookup by id
    expect(await client.columns.getColumn(1)).toBeNull();
  });

  test('1004: saved auth dropped; the server retries once with a fresh handshake', async () => {
    let first = true;
    const { client, fetch, credentials } = setup({
      getConfig: () => config({}, { xyAuth: 1 }),
      authinfo: () => ok({ appKey: 'K', appSecret: 'S2345678' }),
      auth: () => ok({ authToken: 'NEW' }),
      getColumns: () =>
        first ? ((first = false), { status: 1004, message: 'auth', data: {} }) : ok({ columns: [] }),
    });
    credentials.setAuth({ authToken: 'OLD', appSecret: 'S', authTime: 0 });
    await client.columns.getColumns();
    expect(calls(fetch)).toEqual([
      'getConfig',
      'getAnonymousToken',
      'getColumns',
      'authinfo',
      'auth',
      'getColumns',
    ]);
    expect(fetch.calls.at(-1)!.headers.authToken).toBe('NEW');
  });

  test('1004 with a browser reaction: auth dropped, reaction asked, no retry', async () => {
    const reactions: StatusReactions = {
      inNativeApp: false,
      authInvalid: vi.fn(() => false),
      tokenInvalidInApp: vi.fn(),
      memberInvalid: vi.fn(),
    };
    const { client, credentials } = setup(
      { getColumns: () => ({ status: 1004, message: '', data: {} }) },
      { reactions },
    );
    credentials.setAuth({ authToken: 'OLD', appSecret: 'S', authTime: 0 });
    await expect(client.columns.getColumns()).rejects.toMatchObject({ code: 1004, key: 'authInvalid' });
    expect(credentials.auth()).toBeUndefined();
    expect(reactions.authInvalid).toHaveBeenCalledTimes(1);
  });

  test('10111 outside the app: one new anonymous token however many calls fail, then each retries', async () => {
    let token = 0;
    const { client, fetch, credentials } = setup({
      getAnonymousToken: () =>
        new Promise((resolve) => setTimeout(() => resolve(ok({ securityToken: `anon-${++token}` })), 2_500)),
      getColumns: (req) =>
        req.headers.token === 'stale' ? { status: 10111, message: '', data: {} } : ok({ columns: [] }),
    });
    credentials.setSecurityToken('stale', NOW + 1_000_000);
    const all = Promise.all([
      client.columns.getColumns(),
      client.columns.getColumns(),
      client.columns.getColumns(),
    ]);
    await vi.advanceTimersByTimeAsync(2_499);
    expect(calls(fetch).filter((c) => c === 'getAnonymousToken')).toHaveLength(1);
    // the waiting callers poll once a second: at 3 s they see the refresh done (at 2.5 s)
    await vi.advanceTimersByTimeAsync(501);
    await all;
    expect(calls(fetch).filter((c) => c === 'getAnonymousToken')).toHaveLength(1);
    expect(fetch.calls.filter((c) => c.headers.token === 'anon-1')).toHaveLength(3);
  });

  test('10111 for a messenger login refreshes the member token', async () => {
    const credentials = Object.assign(createMemoryCredentials('dev-1'), { isMessengerLogin: () => true });
    credentials.setMember({ accessToken: 'old-at', refreshToken: 'rt-1', userId: '9' }, NOW + 1000);
    const { client, fetch } = setup(
      {
        refreshAccessToken: () => ok({ accessToken: 'new-at', refreshToken: 'rt-2' }),
        getColumns: (req) =>
          req.headers.token === 'old-at' ? { status: 10111, data: {} } : ok({ columns: [] }),
      },
      { credentials },
    );
    await client.columns.getColumns();
    const refresh = fetch.calls.find((c) => c.url.pathname.endsWith('refreshAccessToken'))!;
    expect(refresh.params.get('refreshToken')).toBe('rt-1');
    expect(refresh.params.get('device')).toBe('dev-1');
    expect(credentials.member()).toEqual({ accessToken: 'new-at', refreshToken: 'rt-2', userId: '9' });
    expect(fetch.calls.at(-1)!.headers.token).toBe('new-at');
  });

  test('10111 in the native app: the app is asked, nothing refreshed here', async () => {
    const reactions: StatusReactions = {
      inNativeApp: true,
      authInvalid: () => false,
      tokenInvalidInApp: vi.fn(),
      memberInvalid: vi.fn(),
    };
    const { client, fetch } = setup({ getColumns: () => ({ status: 10111, data: {} }) }, { reactions });
    await expect(client.columns.getColumns()).rejects.toMatchObject({ code: 10111, key: 'tokenInvalid' });
    expect(reactions.tokenInvalidInApp).toHaveBeenCalledTimes(1);
    expect(calls(fetch).filter((c) => c === 'getAnonymousToken')).toHaveLength(1);
  });

  test.each([10102, 10103])('%i: the member is signed out through the reaction', async (code) => {
    const reactions: StatusReactions = {
      inNativeApp: false,
      authInvalid: () => false,
      tokenInvalidInApp: vi.fn(),
      memberInvalid: vi.fn(),
    };
    const { client } = setup(
      { getUserInfo: () => ({ status: code, message: 'm', data: {} }) },
      { reactions },
    );
    await expect(client.account.getUserInfo('1')).rejects.toMatchObject({ code, key: 'loginExpired' });
    expect(reactions.memberInvalid).toHaveBeenCalledWith(code);
  });
});

describe('uploads (mamUpload)', () => {
  test('go as multipart: the common fields and the parameters as parts, the file in `file`, on the call’s own transport', async () => {
    const { core, fetch } = testCore({});
    const sent: { url: string; init: RequestInit }[] = [];
    const upload = async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(ok({ uploadId: 5, chunk: 0, bytes: 4 })));
    };
    const picture = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const answer = await core.call(
      uploadsOperations.mamUpload,
      { userID: 42, uploadId: 5, chunk: 0 },
      { file: { blob: picture, name: 'IMG_1.jpg' }, fetch: upload },
    );
    expect(answer).toBe(4);
    expect(fetch.calls.map((c) => c.url.pathname)).not.toContain('/app_if/mamUpload');
    const [{ url, init }] = sent as [{ url: string; init: RequestInit }];
    expect(url).toBe('http://pub/app_if/mamUpload');
    expect(init.method).toBe('POST');
    // the browser sets multipart's content type, with its boundary
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
    const form = init.body as FormData;
    expect(form.get('userID')).toBe('42');
    expect(form.get('uploadId')).toBe('5');
    expect(form.get('chunk')).toBe('0');
    expect(form.get('siteId')).toBe('3');
    expect(form.get('device')).toBe('dev-1');
    const file = form.get('file') as File;
    expect(file.name).toBe('IMG_1.jpg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
  });
});
