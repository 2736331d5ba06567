import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createMemoryCredentials } from '../api/credentials';
import type { Session } from '../api/core';
import { bridgeLinks, createNativeBridge } from './bridge';
import { detectContext } from './context';
import { detectOs } from './phoneOs';
import { deviceId, virtualUserId } from './device';
import { createPlatform } from './platform';
import { authRetryKey, createBrowserReactions } from './reactions';
import { authRequired, runStartupGuard } from './startupGuard';
import { createExpiringStore, memoryStorage } from './storage';
import { createTokenStore, tokenTtlMs } from './tokens';

const NOW = 1_700_000_000_000;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('context and bridge', () => {
  test('native app by the UA ending in xiangyuapp, messenger by MicroMessenger, else browser', () => {
    expect(detectContext('Mozilla/5.0 (iPhone) AppleWebKit Mobile/15E148/xiangyuapp')).toBe('app');
    expect(detectContext('Mozilla/5.0 (Linux; Android 10) MicroMessenger/8.0.1')).toBe('messenger');
    expect(detectContext('Mozilla/5.0 (iPhone) Safari/604.1')).toBe('browser');
    expect(detectContext('xiangyuapp in the middle Safari')).toBe('browser');
  });
  test('the phone system by its UA: Android, iPhone and iPad, anything else', () => {
    expect(detectOs('Mozilla/5.0 (Linux; Android 13; Pixel 7) Mobile Safari')).toBe('android');
    expect(detectOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('ios');
    expect(detectOs('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe('ios');
    expect(detectOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('other');
  });
  test('link schemes', () => {
    const opened: string[] = [];
    const bridge = createNativeBridge((l) => opened.push(l));
    bridge.toast('已过期 & 重进');
    bridge.login();
    bridge.refreshToken();
    bridge.clearUser();
    expect(opened).toEqual([
      'xyapp://toast?msg=%E5%B7%B2%E8%BF%87%E6%9C%9F%20%26%20%E9%87%8D%E8%BF%9B',
      'xyapp://login',
      'xyapp://refreshToken',
      'xyapp://clearUser',
    ]);
    expect(bridgeLinks.login()).toBe('xyapp://login');
  });
  test('the platform hands toasts and login to the app there, to the shell elsewhere', async () => {
    const opened: string[] = [];
    const loads = vi.fn(async () => createNativeBridge((l) => opened.push(l)));
    const app = createPlatform('.../xiangyuapp', loads);
    app.toast('hi');
    app.openLogin();
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).toEqual(['xyapp://toast?msg=hi', 'xyapp://login']);
    expect(loads).toHaveBeenCalledTimes(1);
    const web = createPlatform('Safari', loads);
    web.app.refreshToken();
    web.app.clearUser();
    await vi.advanceTimersByTimeAsync(0);
    // outside the app the bridge is never loaded and the app is never asked
    expect(loads).toHaveBeenCalledTimes(1);
    expect(opened).toHaveLength(2);
    const shown: string[] = [];
    const login = vi.fn();
    // a toast asked for before the shell's toast is there is shown once it is
    web.toast('已举报');
    web.setHandlers({ toast: (t) => shown.push(t), openLogin: login, translate: (k) => `T(${k})` });
    expect(shown).toEqual(['已举报']);
    web.setHandlers({ translate: (k) => `T(${k})` });
    expect(shown).toEqual(['已举报']);
    web.notice('loginExpiredReenter');
    web.openLogin();
    expect(shown).toEqual(['已举报', 'T(loginExpiredReenter)']);
    expect(login).toHaveBeenCalled();
    expect(web.isBrowser && !web.isNativeApp && !web.isMessenger).toBe(true);
  });
});

describe('storage, ids and tokens', () => {
  test('entries are JSON {value, expiresAt} and vanish at expiry', () => {
    const raw = memoryStorage();
    const store = createExpiringStore(raw);
    store.set('a', { x: 1 }, 1000);
    expect(JSON.parse(raw.getItem('a')!)).toEqual({ value: { x: 1 }, expiresAt: NOW + 1000 });
    vi.advanceTimersByTime(999);
    expect(store.get('a')).toEqual({ x: 1 });
    vi.advanceTimersByTime(1);
    expect(store.get('a')).toBeUndefined();
    expect(raw.getItem('a')).toBeNull();
    raw.setItem('bad', '{');
    expect(store.get('bad')).toBeUndefined();
  });
  test('device and virtual user ids: prefix, random digits, timestamp; created once and kept', () => {
    const store = createExpiringStore(memoryStorage());
    const id = deviceId(store);
    expect(id).toMatch(new RegExp(`^xy\\d+${NOW}$`));
    vi.advanceTimersByTime(5000);
    expect(deviceId(store)).toBe(id);
    expect(virtualUserId(store)).toMatch(/^xyu\d+/);
    expect(virtualUserId(store)).toBe(virtualUserId(store));
  });
  test('security and access tokens expire after 7,200,000 ms; the refresh token stays', () => {
    const tokens = createTokenStore(createExpiringStore(memoryStorage()));
    tokens.setSecurityToken('anon', NOW + tokenTtlMs);
    tokens.setMember({ accessToken: 'at', refreshToken: 'rt', userId: '9' }, NOW + tokenTtlMs);
    tokens.setAuth({ authToken: 'AT', appSecret: 'S', authTime: NOW + tokenTtlMs });
    vi.advanceTimersByTime(tokenTtlMs - 1);
    expect(tokens.securityToken()).toBe('anon');
    expect(tokens.member()?.accessToken).toBe('at');
    vi.advanceTimersByTime(1);
    expect(tokens.securityToken()).toBeUndefined();
    expect(tokens.member()).toBeUndefined();
    expect(tokens.auth()).toBeUndefined();
  });
  test('messenger login and sign-out', () => {
    const tokens = createTokenStore(createExpiringStore(memoryStorage()));
    tokens.setMessengerLogin('union-1');
    expect(tokens.isMessengerLogin()).toBe(true);
    expect(tokens.wxUnionId()).toBe('union-1');
    tokens.setMember({ accessToken: 'at', refreshToken: 'rt', userId: '9' }, NOW + 1000);
    tokens.signOut();
    expect(tokens.member()).toBeUndefined();
    expect(tokens.isMessengerLogin()).toBe(false);
  });
});

describe('browser reactions (spec §8)', () => {
  const setup = (ua = 'Safari') => {
    const opened: string[] = [];
    const platform = createPlatform(ua, async () => createNativeBridge((l) => opened.push(l)));
    const toasts: string[] = [];
    const login = vi.fn();
    platform.setHandlers({ toast: (t) => toasts.push(t), openLogin: login });
    const session = memoryStorage();
    const reload = vi.fn();
    const signOut = vi.fn();
    const reactions = createBrowserReactions({ platform, session, reload, signOut });
    return { reactions, opened, toasts, login, session, reload, signOut };
  };
  test('1004: counts in session storage and reloads; ignored once the count exceeds 3', () => {
    const { reactions, session, reload } = setup();
    for (let i = 0; i < 5; i++) expect(reactions.authInvalid()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(session.getItem(authRetryKey)).toBe('5');
  });
  test('10111 in the app: refresh asked at once, toast after 800 ms', async () => {
    const { reactions, opened } = setup('x/xiangyuapp');
    expect(reactions.inNativeApp).toBe(true);
    reactions.tokenInvalidInApp();
    // the page's other calls failing with it ask for no second refresh
    reactions.tokenInvalidInApp();
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).toEqual(['xyapp://refreshToken']);
    await vi.advanceTimersByTimeAsync(799);
    expect(opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened[1]).toBe('xyapp://toast?msg=loginExpiredReenter');
  });
  test('10102/10103: the app clears the user, login after 1 s', async () => {
    const { reactions, opened } = setup('x/xiangyuapp');
    reactions.memberInvalid(10103);
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).toEqual(['xyapp://clearUser']);
    await vi.advanceTimersByTimeAsync(999);
    expect(opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened[1]).toBe('xyapp://login');
  });
  test('10102 in a browser: tokens dropped, the login page after 1 s', async () => {
    const { reactions, signOut, login } = setup();
    reactions.memberInvalid(10102);
    expect(signOut).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(login).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(login).toHaveBeenCalled();
  });
});

describe('start-up guard (spec §4)', () => {
  const session = (xyAuth: number) => {
    const steps: string[] = [];
    const s: Session = {
      config: async () => (
        steps.push('config'),
        { xyApi: { xyAuth } } as Awaited<ReturnType<Session['config']>>
      ),
      ensureAuth: async () => void steps.push('auth'),
      ensureAnonymousToken: async () => void steps.push('token'),
    };
    return { s, steps };
  };
  test('auth in mode 2 everywhere, in mode 1 only on auth pages, never in mode 0', () => {
    expect(authRequired(2, { requiresAuth: false })).toBe(true);
    expect(authRequired(1, { requiresAuth: true })).toBe(true);
    expect(authRequired(1, { requiresAuth: false })).toBe(false);
    expect(authRequired(0, { requiresAuth: true })).toBe(false);
  });
  test('config, then auth when required, then the anonymous token', async () => {
    const a = session(1);
    await runStartupGuard(a.s, { requiresAuth: true });
    expect(a.steps).toEqual(['config', 'auth', 'token']);
    const b = session(1);
    await runStartupGuard(b.s, { requiresAuth: false });
    expect(b.steps).toEqual(['config', 'token']);
  });
  test('with the real session: saved auth and a stored token skip their fetches', async () => {
    const { createCore } = await import('../api/core');
    const { fakeFetch, ok } = await import('../api/testFetch');
    const { basesFromRoot } = await import('../api/bases');
    const fetch = fakeFetch({
      getConfig: () => ok({ tokenEnable: 1, xyApi: { xyAuth: 2 } }),
      authinfo: () => ok({ appKey: 'k', appSecret: 'secret123' }),
      auth: () => ok({ authToken: 'a' }),
      getAnonymousToken: () => ok({ securityToken: 's' }),
    });
    const credentials = createMemoryCredentials('d');
    const { session } = createCore({ bases: basesFromRoot('http://p'), credentials, fetch });
    await runStartupGuard(session, { requiresAuth: false });
    await runStartupGuard(session, { requiresAuth: false });
    expect(fetch.calls.map((c) => c.url.pathname.split('/').pop())).toEqual([
      'getConfig',
      'authinfo',
      'auth',
      'getAnonymousToken',
    ]);
  });
});
