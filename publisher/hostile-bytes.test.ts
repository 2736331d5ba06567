import { sm2 } from 'sm-crypto-v2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTOR_PREFIX } from './analytics/settings.ts';
import { OPERATIONS } from './app-if/operations.ts';
import { md5Hex } from './auth/md5.ts';
import { activityEntries, members } from './db/schema/index.ts';
import { EDITOR_ROUTES } from './editor/routes.ts';
import { STAND_IN_PREFIX } from './messenger/settings.ts';
import {
  callAppIf,
  callSso,
  createActivity,
  createArticle,
  createMember,
  editorHeaders,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from './test-support.ts';

let pub: TestPublisher;
let member: { uid: number; token: string };
beforeAll(async () => {
  pub = await testPublisher();
  [member] = (await signedInMembers(pub, 1)) as [typeof member];
});
afterAll(() => pub.close());

const B = 'hostile-boundary';
const MULTIPART = `multipart/form-data; boundary=${B}`;
const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
const part = (name: string, value: string | Buffer) =>
  Buffer.concat([
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
const closed = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${B}--\r\n`)]);

/** The refusal of bytes no reader sends, whatever the route would have said about the rest of the request. */
const UNREADABLE = /无法识别的字符/;
const BROKEN_FORM = /表单/;

type Body = { what: string; type: string; payload: string | Buffer; words: RegExp };
/** A body of each kind that cannot be read as parameters, or holds bytes no reader sends. */
const BODIES: Body[] = [
  {
    what: 'multipart cut short',
    type: MULTIPART,
    payload: part('content', 'half').subarray(0, -4),
    words: BROKEN_FORM,
  },
  {
    what: 'multipart with another boundary',
    type: MULTIPART,
    payload: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--other--\r\n',
    words: BROKEN_FORM,
  },
  {
    what: 'multipart with garbage after the headers',
    type: MULTIPART,
    payload: `--${B}\r\nContent-Disposition: form-data; name="a"\r\ngarbage\u0000\r\n`,
    words: BROKEN_FORM,
  },
  {
    what: 'a multipart part without a name',
    type: MULTIPART,
    payload: closed(Buffer.from(`--${B}\r\nContent-Disposition: form-data\r\n\r\nv\r\n`)),
    words: BROKEN_FORM,
  },
  {
    what: 'multipart without a boundary',
    type: 'multipart/form-data',
    payload: closed(part('a', 'v')),
    words: BROKEN_FORM,
  },
  {
    what: 'a NUL in a multipart field',
    type: MULTIPART,
    payload: closed(part('content', 'a\u0000b')),
    words: UNREADABLE,
  },
  {
    what: 'invalid UTF-8 in a multipart field',
    type: MULTIPART,
    payload: closed(part('content', Buffer.from([0x61, 0xc3, 0x28]))),
    words: UNREADABLE,
  },
  { what: 'broken JSON', type: JSON_TYPE, payload: '{"a":', words: /请求格式不正确/ },
  { what: 'a NUL in JSON', type: JSON_TYPE, payload: '{"content":"a\\u0000b"}', words: UNREADABLE },
  {
    what: 'a lone surrogate in JSON',
    type: JSON_TYPE,
    payload: '{"content":"a\\ud800b"}',
    words: UNREADABLE,
  },
  {
    what: 'invalid UTF-8 in JSON',
    type: JSON_TYPE,
    payload: Buffer.from('{"content":"\xff"}', 'latin1'),
    words: UNREADABLE,
  },
  { what: 'a NUL in a form value', type: FORM, payload: 'siteid=1&content=a%00b', words: UNREADABLE },
  { what: 'a NUL in a form name', type: FORM, payload: 'siteid=1&con%00tent=a', words: UNREADABLE },
  { what: '%C3%28 in a form value', type: FORM, payload: 'siteid=1&content=a%C3%28', words: UNREADABLE },
  { what: '%FF in a form value', type: FORM, payload: 'siteid=1&content=%FF', words: UNREADABLE },
  {
    what: 'an encoded lone surrogate in a form',
    type: FORM,
    payload: 'siteid=1&content=%ED%A0%80',
    words: UNREADABLE,
  },
  { what: 'a broken escape in a form', type: FORM, payload: 'siteid=1&content=%zz%', words: UNREADABLE },
];

/** Query strings with the same bytes, after the fields every call carries. */
const QUERIES = [
  'name=a%00b',
  'na%00me=x',
  'name=a%C3%28b',
  'name=%FF',
  'name=%ED%A0%80',
  'name=%EF%BF%BD',
  'name=a%0Bb',
  'name=%zz',
];
const COMMON = 'siteId=1&siteID=1&appID=1&device=test-device&curVersions=1';

type Route = { method: string; url: string; shape: 'app_if' | 'sso' | 'editor' };

/** Every route that reads parameters: each operation, the editor API, the collector and the messenger stand-in. */
const ROUTES: Route[] = [
  ...OPERATIONS.map((op): Route =>
    op.service === 'sso'
      ? { method: 'POST', url: `/sso-app/api/${op.name}`, shape: 'sso' }
      : { method: op.method, url: `/app_if/${op.name}`, shape: 'app_if' },
  ),
  ...EDITOR_ROUTES.map((r): Route => ({
    method: r.method,
    url: `/editor/api/${r.path.replace(/:\w+/g, '1')}`,
    shape: 'editor',
  })),
  { method: 'GET', url: '/app_if/voteVerifyCode', shape: 'app_if' },
  { method: 'GET', url: '/pic/comment/1.jpg', shape: 'app_if' },
  { method: 'GET', url: `${COLLECTOR_PREFIX}send-record`, shape: 'app_if' },
  { method: 'POST', url: `${COLLECTOR_PREFIX}send-record`, shape: 'app_if' },
  { method: 'POST', url: `${COLLECTOR_PREFIX}web-vitals`, shape: 'app_if' },
  { method: 'POST', url: `${STAND_IN_PREFIX}connect/oauth2/authorize`, shape: 'app_if' },
];

/**
 * What is wrong with an answer to a hostile request, or undefined: a 400 in the route's own shape, with words
 * (`expected`; the editor API's are its own, in English).
 */
function problemWith(route: Route, statusCode: number, text: string, expected: RegExp): string | undefined {
  if (statusCode !== 400) return `answered ${statusCode}: ${text.slice(0, 120)}`;
  if (/\.ts:\d+|at [A-Za-z].+\(|Error:/.test(text)) return `a stack or an error name: ${text.slice(0, 120)}`;
  const body = JSON.parse(text) as Record<string, unknown>;
  const words = route.shape === 'editor' ? body.error : body.message;
  if (typeof words !== 'string' || words === '') return `no message: ${text.slice(0, 120)}`;
  if (route.shape !== 'editor' && !expected.test(words)) return `not the refusal of the bytes: ${words}`;
  if (route.shape === 'app_if' && (body.status !== -1 || JSON.stringify(body.data) !== '{}'))
    return `not the envelope: ${text.slice(0, 120)}`;
  if (route.shape === 'sso' && (body.code !== 0 || body.msg !== 'param_error' || body.status !== -1))
    return `not the SSO error: ${text.slice(0, 120)}`;
  return undefined;
}

const credentials = () => ({ token: member.token, ...editorHeaders });

describe('every route answers unreadable input with 400 and words, never a 5xx', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.url}`, async () => {
      const problems: string[] = [];
      for (const query of QUERIES) {
        const response = await pub.app.inject({
          method: route.method as 'GET',
          url: `${route.url}?${COMMON}&${query}`,
          headers: credentials(),
        });
        const problem = problemWith(route, response.statusCode, response.body, UNREADABLE);
        if (problem) problems.push(`?${query}: ${problem}`);
      }
      if (route.method !== 'GET') {
        for (const body of BODIES) {
          const response = await pub.app.inject({
            method: route.method as 'POST',
            url: route.url,
            headers: { ...credentials(), 'content-type': body.type },
            payload: body.payload,
          });
          const problem = problemWith(route, response.statusCode, response.body, body.words);
          if (problem) problems.push(`${body.what}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('unreadable input, case by case', () => {
  it('a NUL or invalid UTF-8 in a GET parameter is a 400 naming it, before the database sees it', async () => {
    for (const query of ['name=a%00b', 'name=a%C3%28b', 'name=%FF', 'name=%ED%A0%80']) {
      const response = await pub.app.inject({
        url: `/app_if/getVoteOptionsByName?${COMMON}&voteID=1&${query}`,
        headers: { token: member.token },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ status: -1, message: '参数 name 含有无法识别的字符', data: {} });
    }
    const badName = await pub.app.inject({ url: `/app_if/getVoteOptionsByName?${COMMON}&na%00me=1` });
    expect(badName.json()).toEqual({ status: -1, message: '参数名含有无法识别的字符', data: {} });
  });

  it('a broken multipart upload is a 400 with words; a part named twice too; a second file is too large', async () => {
    const upload = (payload: string | Buffer, type = MULTIPART) =>
      pub.app.inject({
        method: 'POST',
        url: '/app_if/discussUpload',
        headers: { token: member.token, 'content-type': type },
        payload,
      });
    for (const [payload, message] of [
      [part('userID', String(member.uid)).subarray(0, -3), '表单数据不完整或格式不正确'],
      [closed(part('userID', '1'), part('userID', '2')), '参数 userID 重复'],
      [closed(Buffer.from(`--${B}\r\nContent-Disposition: form-data\r\n\r\nv\r\n`)), '表单中有未命名的字段'],
    ] as const) {
      const response = await upload(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: -1, message, data: {} });
    }
    expect((await upload(closed(part('userID', '1')), 'multipart/form-data')).statusCode).toBe(400);
    const file = (n: number) =>
      Buffer.from(
        `--${B}\r\nContent-Disposition: form-data; name="file${n}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\npng\r\n`,
      );
    expect((await upload(closed(file(1), file(2)))).statusCode).toBe(413);
  });

  it('the SSO answers unreadable bodies as its param_error, 400', async () => {
    for (const { type, payload } of [
      { type: MULTIPART, payload: part('phone', '138').subarray(0, -3) },
      { type: JSON_TYPE, payload: '{"phone":' },
      { type: FORM, payload: 'phone=13800000000&nickname=a%00b' },
    ]) {
      const response = await pub.app.inject({
        method: 'POST',
        url: '/sso-app/api/register',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode, type).toBe(400);
      expect(response.json()).toMatchObject({
        code: 0,
        msg: 'param_error',
        status: -1,
        message: expect.stringMatching(/.+/),
        data: {},
        path: '/sso-app/api/register',
      });
    }
  });

  it('SM2-decrypted parameters are held to the same rule', async () => {
    const config = (await callAppIf(pub.app, 'getConfig', { appID: 1 })).body.data as {
      sm2PublicKey: string;
    };
    const encryptData = `04${sm2.doEncrypt(JSON.stringify({ voteID: '1', name: 'a\u0000b' }), config.sm2PublicKey, 1)}`;
    const { statusCode, body } = await callAppIf(
      pub.app,
      'getVoteOptionsByName',
      { apiVersion: 3, encryptData },
      { token: member.token },
    );
    expect(statusCode).toBe(400);
    expect(body).toEqual({ status: -1, message: '参数 name 含有无法识别的字符', data: {} });
  });

  it('a NUL escaped inside a JSON field (a sign-up form) is a 400, not a database error', async () => {
    const { fileId } = await createActivity(pub, { title: 'NUL 报名' });
    const { statusCode, body } = await callAppIf(
      pub.app,
      'activityRegist',
      { fileId, signForm: '{"entry_realName":"林\\u0000","entry_phone":"13912345678"}' },
      { token: member.token, method: 'POST' },
    );
    expect(statusCode).toBe(400);
    expect(body).toEqual({ status: -1, message: '参数 entry_realName 含有无法识别的字符', data: {} });
  });

  it('readable text of every kind still passes: emoji, a tab, a literal %, CJK, an escaped %C3%28', async () => {
    const { statusCode, body } = await callAppIf(
      pub.app,
      'searchXyRank',
      { key: '100%\t😀青岚%C3%28' },
      { token: member.token },
    );
    expect(statusCode, String(body.message)).toBe(200);
    expect(body.status).not.toBe(-1);
  });
});

describe('direction controls are dropped from every text a reader writes', () => {
  const CONTROLS = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';
  /** every control before every character */
  const mixed = (text: string) => [...text].map((c) => CONTROLS + c).join('');

  it('a nickname, on register and on modify: stored and answered without them', async () => {
    const phone = '13655500001';
    await callSso(pub.app, 'sendCode', { phone, type: 'register' });
    const code = (await pub.app.inject({ url: `/sso-app/test/lastCode?phone=${phone}` })).json().data.code;
    const registered = await callSso(pub.app, 'register', {
      phone,
      code,
      password: md5Hex('pw'),
      nickname: mixed('右到左读者'),
      devid: 'dev-rtl',
    });
    expect(registered.body.data, registered.body.msg).toMatchObject({ nickname: '右到左读者' });
    const stored = async () =>
      (await pub.database.db.select().from(members).where(eq(members.phone, phone)))[0]?.nickname;
    expect(await stored()).toBe('右到左读者');

    const { uid, accessToken } = registered.body.data as { uid: string; accessToken: string };
    const modified = await callSso(
      pub.app,
      'modify',
      { uid, nickname: `\u202egnp.exe${CONTROLS}` },
      { token: accessToken },
    );
    expect(modified.body.data).toMatchObject({ nickname: 'gnp.exe' });
    expect(await stored()).toBe('gnp.exe');
    // nothing but direction controls is no name at all
    const empty = await callSso(pub.app, 'modify', { uid, nickname: CONTROLS }, { token: accessToken });
    expect(empty.body.msg).toBe('nickname_empty');
  });

  it('a sign-up field', async () => {
    const { fileId } = await createActivity(pub, { title: '方向字符报名' });
    const { body } = await callAppIf(
      pub.app,
      'activityRegist',
      { fileId, signForm: JSON.stringify({ entry_realName: mixed('林小溪'), entry_phone: '13912345678' }) },
      { token: member.token, method: 'POST' },
    );
    expect(body.status, String(body.message)).toBe(0);
    const [entry] = await pub.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.fileId, fileId));
    expect(entry).toMatchObject({ name: '林小溪', fields: { entry_realName: '林小溪' } });
  });

  it('a live chat message and a comment', async () => {
    await createMember(pub, { phone: '13655500002', password: 'pw', nickname: '观众' });
    const login = await callSso(pub.app, 'login', {
      phone: '13655500002',
      password: md5Hex('pw'),
      devid: 'd',
    });
    const m = { uid: Number(login.body.data.uid), token: String(login.body.data.accessToken) };
    const live = await pub.app.inject({
      method: 'POST',
      url: '/editor/api/lives',
      headers: editorHeaders,
      payload: { title: '方向字符直播', startTime: pub.clock.now() },
    });
    const chat = await callAppIf(
      pub.app,
      'liveDiscuss',
      { id: (live.json() as { id: number }).id, userID: m.uid, content: mixed('加油青岚') },
      { token: m.token, method: 'POST' },
    );
    expect(chat.body.data).toMatchObject({ content: '加油青岚' });

    const { fileId } = await createArticle(pub, { title: '方向字符稿件', content: '<p>正文</p>' });
    const comment = await callAppIf(
      pub.app,
      'discuss',
      { rootID: fileId, userID: m.uid, content: mixed('写得好') },
      { token: m.token, method: 'POST' },
    );
    expect(comment.body.data).toMatchObject({ discuss: { content: '写得好' } });
  });
});
