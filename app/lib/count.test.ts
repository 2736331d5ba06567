import { expect, test } from 'vitest';
import { capCount, formatCount, formatReadCount, formatTally } from './count';

test('below 1000 as is', () => {
  expect(formatCount(0)).toBe('0');
  expect(formatCount(999)).toBe('999');
});
test('1000 to 9999: thousands, floored, with k+', () => {
  expect(formatCount(1000)).toBe('1k+');
  expect(formatCount(1999)).toBe('1k+');
  expect(formatCount(9999)).toBe('9k+');
});
test('10000 and up: ten-thousands with w+', () => {
  expect(formatCount(10_000)).toBe('1w+');
  expect(formatCount(123_456)).toBe('12w+');
  expect(formatCount(2_000_000)).toBe('200w+');
});
test('read counts: 10w+ from 100000 in one format', () => {
  expect(formatReadCount(99_999, 'tenThousand')).toBe('9w+');
  expect(formatReadCount(100_000, 'tenThousand')).toBe('10w+');
  expect(formatReadCount(5_000_000, 'tenThousand')).toBe('10w+');
});
test('read counts: 100w+ over a million in the other', () => {
  expect(formatReadCount(100_000, 'million')).toBe('10w+');
  expect(formatReadCount(999_999, 'million')).toBe('99w+');
  expect(formatReadCount(1_000_001, 'million')).toBe('100w+');
  // without the ceiling it would read 500w+
  expect(formatReadCount(5_000_000, 'million')).toBe('100w+');
});
test('count cap: the limit and + above it (default 999)', () => {
  expect(capCount(999)).toBe('999');
  expect(capCount(1000)).toBe('999+');
  expect(capCount(100, 99)).toBe('99+');
  expect(capCount(-3)).toBe('0');
});

test('a ranking’s tallies: the real number, grouped per language; short and floored only from a million', () => {
  expect(formatTally(999, 'zh-CN')).toBe('999');
  expect(formatTally(1_234, 'zh-CN')).toBe('1,234');
  expect(formatTally(1_299, 'en')).toBe('1,299');
  expect(formatTally(12_345, 'de')).toBe('12.345');
  expect(formatTally(12_345, 'fr')).toMatch(/^12\s345$/);
  expect(formatTally(999_999, 'zh-CN')).toBe('999,999');
  expect(formatTally(1_234_567, 'zh-CN')).toBe('123.4万');
  expect(formatTally(1_299_999, 'en')).toBe('1.2M');
  expect(formatTally(-3, 'en')).toBe('0');
  expect(formatTally(Number.NaN, 'bo')).toBe('0');
});
