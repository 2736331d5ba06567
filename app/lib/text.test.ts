import { expect, test } from 'vitest';
import { defaultRatio, isSecuredVideo, parseRatio } from './media';
import { shareDescription, shareTitle, stripTitleMarkers } from './share';
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

test('share titles: cut by bytes, messenger and other maxima, doubled for the second title', () => {
  const maxima = { messenger: 6, other: 10 };
  expect(shareTitle('青岚日报新闻', 'messenger', { maxima })).toBe('青岚日');
  expect(shareTitle('青岚日报新闻', 'other', { maxima })).toBe('青岚日报新');
  expect(shareTitle('青岚日报新闻', 'messenger', { second: true, maxima })).toBe('青岚日报新闻');
  expect(shareTitle('a'.repeat(200), 'messenger')).toHaveLength(64);
  expect(shareTitle('a'.repeat(200), 'other')).toHaveLength(100);
});

test('share description: HTML stripped, entities read, at most 100 characters', () => {
  expect(
    shareDescription('<p>第一段&nbsp;<b>加粗</b></p><script>x()</script><!--IMAGEARRAY#0--><p>二</p>'),
  ).toBe('第一段 加粗 二');
  expect(Array.from(shareDescription(`<p>${'字'.repeat(150)}</p>`))).toHaveLength(100);
});

test('list titles lose bracketed markers', () => {
  expect(stripTitleMarkers('【独家】青岚港 [视频] 启动演练')).toBe('青岚港 启动演练');
  expect(stripTitleMarkers('无标记')).toBe('无标记');
});

test('ratios: number, text split by - * : /, noratio 0, default 16:9', () => {
  expect(parseRatio(1.5)).toBe(1.5);
  expect(parseRatio('750:422')).toBeCloseTo(750 / 422);
  expect(parseRatio('4*3')).toBeCloseTo(4 / 3);
  expect(parseRatio('4-3')).toBeCloseTo(4 / 3);
  expect(parseRatio('16/9')).toBeCloseTo(16 / 9);
  expect(parseRatio('noratio')).toBe(0);
  expect(parseRatio('')).toBe(defaultRatio);
  expect(parseRatio('abc')).toBe(defaultRatio);
  expect(parseRatio(undefined)).toBe(defaultRatio);
  expect(parseRatio('2')).toBe(2);
});

test('a video address is secured when non-empty and not a URL', () => {
  expect(isSecuredVideo('vod:abc123')).toBe(false);
  expect(isSecuredVideo('abc123encrypted')).toBe(true);
  expect(isSecuredVideo('https://v.example/a.mp4')).toBe(false);
  expect(isSecuredVideo('')).toBe(false);
  expect(isSecuredVideo(undefined)).toBe(false);
});
