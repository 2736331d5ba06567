import { expect, test } from 'vitest';
import { textWidth, truncateByWidth } from './textWidth';

test('wide characters count double', () => {
  expect(textWidth('abc')).toBe(3);
  expect(textWidth('新闻ab')).toBe(6);
  expect(textWidth('བོད')).toBe(6);
  // the ellipsis is wide too
  expect(truncateByWidth('新闻标题很长', 8)).toBe('新闻标…');
  expect(truncateByWidth('新闻标题很长', 7)).toBe('新闻…');
  expect(truncateByWidth('abcdef', 4, '.')).toBe('abc.');
  expect(truncateByWidth('新闻', 4)).toBe('新闻');
});
