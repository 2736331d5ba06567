import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { md5Hex } from '../sign';
import { testCore } from '../testFetch';
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
