import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { startMessengerAuth, type MessengerAuthDeps, type MessengerAuthStatus } from './messengerAuth';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(over: Partial<MessengerAuthDeps> = {}) {
  let count = 0;
  let code: string | undefined = 'code-1';
  const statuses: MessengerAuthStatus[] = [];
  const init: number[] = [];
  const notices: string[] = [];
  const deps: MessengerAuthDeps = {
    mode: 1,
    ready: () => true,
    code: () => code,
    requestCode: vi.fn(() => {
      code = `code-${count + 2}`;
    }),
    discardCode: vi.fn(() => {
      code = undefined;
    }),
    userInfo: vi.fn(async () => ({ openid: 'o', unionid: 'u', nickname: 'n', headimgurl: 'h' })),
    login: vi.fn(async () => {}),
    retries: { get: () => count, set: (n) => void (count = n), clear: () => void (count = 0) },
    setInit: (f) => void init.push(f),
    onStatus: (s) => void statuses.push(s),
    notice: (k) => void notices.push(k),
    ...over,
  };
  return { deps, statuses, init, notices, count: () => count };
}

test('mode 1: code in the URL → authorising → success', async () => {
  const t = setup();
  startMessengerAuth(t.deps);
  await vi.advanceTimersByTimeAsync(0);
  expect(t.statuses).toEqual([0, 1, 2]);
  expect(t.init).toEqual([0, 1]);
  expect(t.deps.login).toHaveBeenCalledWith({ openid: 'o', unionid: 'u', nickname: 'n', headimgurl: 'h' });
});

test('no openid: the code is dropped and it restarts after 200 ms, at most twice, then fails', async () => {
  const t = setup({ userInfo: vi.fn(async () => ({})) });
  startMessengerAuth(t.deps);
  await vi.advanceTimersByTimeAsync(0);
  expect(t.count()).toBe(1);
  expect(t.deps.discardCode).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(199);
  expect(t.deps.requestCode).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  // the restart finds no code and asks the messenger for a fresh one (here: at once)
  expect(t.deps.requestCode).toHaveBeenCalledTimes(1);
  startMessengerAuth(t.deps);
  await vi.advanceTimersByTimeAsync(0);
  expect(t.count()).toBe(2);
  await vi.advanceTimersByTimeAsync(200);
  startMessengerAuth(t.deps);
  await vi.advanceTimersByTimeAsync(0);
  expect(t.count()).toBe(0);
  expect(t.statuses.at(-1)).toBe(-1);
  expect(t.init.at(-1)).toBe(-1);
  expect(t.notices).toEqual(['messengerAuthFailed']);
});

test('user info failing and login failing are failures with their notices', async () => {
  const a = setup({ userInfo: vi.fn(async () => Promise.reject(new Error('x'))) });
  startMessengerAuth(a.deps);
  await vi.advanceTimersByTimeAsync(0);
  expect(a.statuses).toEqual([0, 1, -1]);
  expect(a.notices).toEqual(['messengerUserInfoFailed']);
  const b = setup({ login: vi.fn(async () => Promise.reject(new Error('x'))) });
  startMessengerAuth(b.deps);
  await vi.advanceTimersByTimeAsync(0);
  expect(b.statuses).toEqual([0, 1, -1]);
  expect(b.notices).toEqual(['messengerAuthFailed']);
});

test('mode 2 polls every 300 ms for the flag', async () => {
  let ready = false;
  const t = setup({ mode: 2, ready: () => ready });
  startMessengerAuth(t.deps);
  await vi.advanceTimersByTimeAsync(900);
  expect(t.statuses).toEqual([0]);
  ready = true;
  await vi.advanceTimersByTimeAsync(299);
  expect(t.statuses).toEqual([0]);
  await vi.advanceTimersByTimeAsync(1);
  expect(t.statuses).toEqual([0, 1, 2]);
});
