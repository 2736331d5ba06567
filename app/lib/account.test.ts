import { expect, test } from 'vitest';
import { isDiscardedAccount } from './account';

test('account discarded: xyStatus 1 or 4, xyForbidden 1, xyID 0 or less', () => {
  const ok = { xyID: 5, xyStatus: 0, xyForbidden: 0 };
  expect(isDiscardedAccount(ok)).toBe(false);
  expect(isDiscardedAccount({ ...ok, xyStatus: 1 })).toBe(true);
  expect(isDiscardedAccount({ ...ok, xyStatus: 4 })).toBe(true);
  expect(isDiscardedAccount({ ...ok, xyStatus: 2 })).toBe(false);
  expect(isDiscardedAccount({ ...ok, xyForbidden: 1 })).toBe(true);
  expect(isDiscardedAccount({ ...ok, xyID: 0 })).toBe(true);
  expect(isDiscardedAccount({ ...ok, xyID: -1 })).toBe(true);
});
