import { describe, expect, test } from 'vitest';
import { date, int, rec } from './lenient';

describe('lenient readers', () => {
  test('ints or strings', () => {
    expect(int('4')).toBe(4);
    expect(int(4)).toBe(4);
    expect(int('x', 7)).toBe(7);
    expect(int(undefined)).toBe(0);
  });
  test('".0" and ":0" dates are China time, to ms', () => {
    expect(date('2020-04-27 13:47:48.0')).toBe(Date.UTC(2020, 3, 27, 5, 47, 48));
    expect(date('2026-05-02 15:11:04:0')).toBe(Date.UTC(2026, 4, 2, 7, 11, 4));
    expect(date(1584693471000)).toBe(1584693471000);
    expect(date('1584693471000')).toBe(1584693471000);
    expect(date('')).toBe(0);
    expect(date(null)).toBe(0);
  });
  test('trailing-space keys are trimmed, the exact spelling wins', () => {
    expect(rec({ 'columnIcon ': 'a', columnRssCount: 1, 'columnRssCount ': 2 })).toEqual({
      columnIcon: 'a',
      columnRssCount: 1,
    });
  });
});
