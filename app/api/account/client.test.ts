import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { md5Hex } from '../sign';
import { testCore } from '../testFetch';
import { programSign } from '../../../publisher/sso/program-sign';
import { createAccountApi } from './client';

const NOW = 1_700_000_000_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('single sign-on', () => {
  test('password md5-hexed, devid and siteid sent, tokens kept for 2 hours', async () => {
    const user = {
      uid: '138',
      userid: '133',
      token: 't',
      accessToken: 'at',
      refreshToken: 'rt',
      nickname: 'n',
    };
    const { core, fetch, credentials } = testCore({
      login: () => ({ code: 1, msg: 'success', value: user, status: 0, message: 'success', data: user }),
    });
    const member = await createAccountApi(core).login('13800000000', 'secret');
    const req = fetch.calls.at(-1)!;
    expect(req.url.pathname).toBe('/sso-app/api/login');
    expect(req.method).toBe('POST');
    expect(req.params.get('password')).toBe(md5Hex('secret'));
    expect(req.params.get('devid')).toBe('dev-1');
    expect(req.params.get('siteid')).toBe('3');
    expect(member.uid).toBe('138');
    expect(credentials.member()).toEqual({ accessToken: 'at', refreshToken: 'rt', userId: '138' });
    vi.setSystemTime(NOW + 7_200_000);
    expect(credentials.member()).toBeUndefined();
  });

  test('a login SSO asked for an image code carries it as codeKey and verifyCode; one not asked, none', async () => {
    const user = { uid: '138', userid: '133', accessToken: 'at', refreshToken: 'rt', nickname: 'n' };
    const { core, fetch } = testCore({
      login: () => ({ code: 1, msg: 'success', value: user, status: 0, message: 'success', data: user }),
    });
    const api = createAccountApi(core);
    await api.login('13800000000', 'secret', { codeKey: 'a1b2c3d4e5f60718', code: 'AB12' });
    const sent = fetch.calls.at(-1)!.params;
    expect([sent.get('codeKey'), sent.get('verifyCode')]).toEqual(['a1b2c3d4e5f60718', 'AB12']);
    await api.login('13800000000', 'secret');
    const plain = fetch.calls.at(-1)!.params;
    expect([plain.has('codeKey'), plain.has('verifyCode')]).toEqual([false, false]);
  });

  test('an SSO error carries its reason key and server message', async () => {
    const { core } = testCore({
      loginByPhone: () => ({
        code: 0,
        msg: 'code_error',
        status: -1,
        message: '验证码不正确',
        error: '验证码不正确',
        path: '/sso-app/api/loginByPhone',
      }),
    });
    await expect(createAccountApi(core).loginByPhone('13800000000', '1')).rejects.toMatchObject({
      kind: 'status',
      reason: 'code_error',
      message: '验证码不正确',
    });
  });
});

describe('messenger sign-in', () => {
  test('the code goes to the publisher; oauthLogin is program-signed (1.0.0) as the publisher checks it', async () => {
    const user = { openid: 'oX', unionid: 'uX', nickname: '微信读者', headimgurl: 'https://h/1.png' };
    const member = { uid: '9', userid: '9', accessToken: 'at', refreshToken: 'rt', nickname: '微信读者' };
    const { core, fetch, credentials } = testCore({
      getWxUserInfo: () => ({ status: 0, message: 'success', data: user }),
      oauthLogin: () => ({
        code: 1,
        msg: 'success',
        value: member,
        status: 0,
        message: 'success',
        data: member,
      }),
    });
    const api = createAccountApi(core);
    expect(await api.messengerUser('c0de')).toEqual(user);
    expect(fetch.calls.at(-1)!.params.get('code')).toBe('c0de');
    await api.messengerLogin(user);
    const req = fetch.calls.at(-1)!;
    expect(req.url.pathname).toBe('/sso-app/api/oauthLogin');
    expect(req.params.get('nickname')).toBe(
      btoa(String.fromCharCode(...new TextEncoder().encode('微信读者'))),
    );
    const names = req.headers['program-params']!.split(',');
    expect(names).toEqual(['provider', 'oid', 'unionid', 'nickname', 'head', 'devid', 'siteid']);
    expect(req.headers.version).toBe('1.0.0');
    const h = req.headers as Record<string, string>;
    const expected = programSign(
      { devid: h.devid!, random: h.random!, timestamp: h.timestamp!, token: h.token!, version: h.version! },
      names.map((k): [string, string] => [k, req.params.get(k) ?? '']),
    );
    expect(h['program-sign']).toBe(expected);
    expect(credentials.isMessengerLogin()).toBe(true);
    expect(credentials.member()?.accessToken).toBe('at');
  });
});
