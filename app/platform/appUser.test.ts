import { describe, expect, test } from 'vitest';
import { adoptAppUser, installAppUser, parseAppUser } from './appUser';
import { createExpiringStore, memoryStorage } from './storage';
import { createTokenStore } from './tokens';

const tokens = () => createTokenStore(createExpiringStore(memoryStorage()));

describe('the member supplied by the native app', () => {
  test('an object or its JSON text, with both spellings of the id and token', () => {
    const user = { uid: '1001', accessToken: 'at', refreshToken: 'rt' };
    expect(parseAppUser(user)).toEqual(user);
    expect(parseAppUser(JSON.stringify(user))).toEqual(user);
    expect(parseAppUser({ userId: 7, token: 'x' })).toEqual({ uid: '7', accessToken: 'x', refreshToken: '' });
  });

  test('nobody from anything else: no id, a forged id, no token, broken JSON', () => {
    for (const raw of [null, 'not json', {}, { uid: '1 OR 1=1', accessToken: 'a' }, { uid: '5' }, 42]) {
      expect(parseAppUser(raw)).toBeUndefined();
      const store = tokens();
      expect(adoptAppUser(store, raw)).toBe(false);
      expect(store.member()).toBeUndefined();
    }
  });

  test('the user set before load signs the page in; setUser replaces it; clearUser signs out', () => {
    const store = tokens();
    const win: Parameters<typeof installAppUser>[0] = { xyAppUser: { uid: '1001', accessToken: 'first' } };
    installAppUser(win, store);
    expect(store.member()).toEqual({ accessToken: 'first', refreshToken: '', userId: '1001' });
    expect(store.appToken()).toBe('first');
    expect(win.xyBridge!.setUser('{"uid":"1001","accessToken":"second","refreshToken":"r"}')).toBe(true);
    expect(store.member()?.accessToken).toBe('second');
    expect(win.xyBridge!.setUser({ uid: 'x' })).toBe(false);
    expect(store.member()?.accessToken).toBe('second');
    win.xyBridge!.clearUser();
    expect(store.member()).toBeUndefined();
  });
});
