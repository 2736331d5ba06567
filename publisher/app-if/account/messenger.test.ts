import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInCode } from '../../messenger-stand-in/test-support.ts';
import { STAND_IN_PREFIX } from '../../messenger/settings.ts';
import { programSignHeaders } from '../../sso/program-sign.ts';
import { callAppIf, callSso, testPublisher, type TestPublisher } from '../../test-support.ts';
import { GRANT_TTL_MS } from './messenger.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

const redirectUri = 'http://pub.test/template/displayTemplate/news/getUserInfo.html';

async function userInfo(code: string, device = 'dev-wx') {
  return (await callAppIf(pub.app, 'getWxUserInfo', { code, device })).body;
}

function loginFields(user: Record<string, unknown>, devid = 'dev-wx') {
  return {
    provider: 'tencent_wechat',
    oid: String(user.openid),
    unionid: String(user.unionid),
    nickname: Buffer.from(String(user.nickname)).toString('base64'),
    head: String(user.headimgurl),
    devid,
    siteid: '1',
  };
}

async function oauthLogin(
  fields: Record<string, string>,
  headers = programSignHeaders(fields, fields.devid!, pub.clock.now()),
) {
  return (await callSso(pub.app, 'oauthLogin', fields, headers)).body;
}

async function fault(kind: string, times = 1) {
  const res = await pub.app.inject({
    method: 'POST',
    url: `${STAND_IN_PREFIX}test/fault`,
    payload: { fault: kind, times },
  });
  expect(res.statusCode).toBe(200);
}

describe('messenger sign-in against the stand-in', () => {
  it('code → user on the publisher → oauthLogin signs in; the same reader is the same member next time', async () => {
    const user = (await userInfo(await standInCode(pub.app, { redirectUri, reader: 'reader-same-000000' })))
      .data as Record<string, unknown>;
    expect(user).toMatchObject({
      openid: expect.stringMatching(/^o/),
      unionid: expect.stringMatching(/^u/),
      nickname: '微信读者',
    });
    const first = await oauthLogin(loginFields(user));
    expect(first).toMatchObject({
      code: 1,
      data: { provider: 'tencent_wechat', nickname: '微信读者', phone: '' },
    });
    expect(first.data.accessToken).toMatch(/^[0-9a-f]{48}$/);

    const again = (await userInfo(await standInCode(pub.app, { redirectUri, reader: 'reader-same-000000' })))
      .data as Record<string, unknown>;
    expect(again.openid).toBe(user.openid);
    const second = await oauthLogin(loginFields(again));
    expect(second.data.uid).toBe(first.data.uid);
  });

  it('a used, forged or expired code brings no openid back (the page asks for a fresh one)', async () => {
    const code = await standInCode(pub.app, { redirectUri, reader: 'reader-replay-0000' });
    expect((await userInfo(code)).data).toHaveProperty('openid');
    expect(await userInfo(code)).toMatchObject({ status: 0, data: {} });
    expect(await userInfo('forged0000000000')).toMatchObject({ status: 0, data: {} });
    const late = await standInCode(pub.app, { redirectUri, reader: 'reader-late-00000' });
    pub.clock.advance(5 * 60_000 + 1);
    expect(await userInfo(late)).toMatchObject({ status: 0, data: {} });
  });

  it('the stand-in failing or not answering is an error the page can name, not a sign-in', async () => {
    await fault('error');
    const failed = await userInfo(await standInCode(pub.app, { redirectUri }));
    expect(failed.status).toBe(-1);
    expect(String(failed.message)).toContain('微信');
    pub.app.publisher.messenger.timeoutMs = 100;
    await fault('timeout');
    const slow = await userInfo(await standInCode(pub.app, { redirectUri }));
    expect(slow.status).toBe(-1);
    pub.app.publisher.messenger.timeoutMs = 5_000;
  });

  it('nobody signs in as an openid the publisher did not verify for that device, nor twice with one grant', async () => {
    const user = (
      await userInfo(await standInCode(pub.app, { redirectUri, reader: 'reader-victim-0000' }), 'dev-victim')
    ).data as Record<string, unknown>;
    // the attacker knows the openid but brings another device
    expect(await oauthLogin(loginFields(user, 'dev-attacker'))).toMatchObject({
      code: 0,
      msg: 'user_account_exception',
    });
    // never verified at all
    expect(await oauthLogin(loginFields({ ...user, openid: 'oInvented' }, 'dev-victim'))).toMatchObject({
      code: 0,
    });
    expect(await oauthLogin(loginFields(user, 'dev-victim'))).toMatchObject({ code: 1 });
    // the grant is spent
    expect(await oauthLogin(loginFields(user, 'dev-victim'))).toMatchObject({
      code: 0,
      msg: 'user_account_exception',
    });
    // and it lapses
    const later = (
      await userInfo(await standInCode(pub.app, { redirectUri, reader: 'reader-victim-0000' }), 'dev-victim')
    ).data as Record<string, unknown>;
    pub.clock.advance(GRANT_TTL_MS + 1);
    expect(await oauthLogin(loginFields(later, 'dev-victim'))).toMatchObject({ code: 0 });
  });

  it('oauthLogin needs a good program-sign (version 1.0.0, fresh, every field signed)', async () => {
    const user = (await userInfo(await standInCode(pub.app, { redirectUri, reader: 'reader-sign-00000' })))
      .data as Record<string, unknown>;
    const fields = loginFields(user);
    const good = programSignHeaders(fields, 'dev-wx', pub.clock.now());
    expect(await oauthLogin(fields, { ...good, 'program-sign': '0'.repeat(32) })).toMatchObject({
      msg: 'sign_error',
    });
    expect(await oauthLogin(fields, { ...good, version: '4.0' })).toMatchObject({ msg: 'sign_error' });
    expect(await oauthLogin({ ...fields, oid: 'oOther' }, good)).toMatchObject({ msg: 'sign_error' });
    const partial = { ...good, 'program-params': 'oid,devid' };
    expect(await oauthLogin(fields, partial)).toMatchObject({ msg: 'sign_error' });
    expect(
      await oauthLogin(fields, programSignHeaders(fields, 'dev-wx', pub.clock.now() - 10 * 60_000)),
    ).toMatchObject({ msg: 'sign_error' });
    expect(await oauthLogin(fields, good)).toMatchObject({ code: 1 });
  });
});

describe('the stand-in authorize page', () => {
  const authorize = (query: Record<string, string>) =>
    pub.app.inject({ url: `${STAND_IN_PREFIX}connect/oauth2/authorize?${new URLSearchParams(query)}` });
  const good = {
    appid: 'wx0000000000000000',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 'abc',
  };

  it('asks for consent on the app’s own domain; refuses another host or app', async () => {
    const ok = await authorize(good);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('允许');
    expect(
      (await authorize({ ...good, redirect_uri: 'https://evil.example/getUserInfo.html' })).statusCode,
    ).toBe(400);
    expect((await authorize({ ...good, redirect_uri: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await authorize({ ...good, appid: 'wxother' })).statusCode).toBe(400);
  });

  it('declining returns with the state and no code', async () => {
    const res = await pub.app.inject({
      method: 'POST',
      url: `${STAND_IN_PREFIX}connect/oauth2/authorize`,
      payload: new URLSearchParams({ ...good, decision: 'deny' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const back = new URL(res.headers.location as string);
    expect(back.searchParams.get('state')).toBe('abc');
    expect(back.searchParams.has('code')).toBe(false);
  });
});
