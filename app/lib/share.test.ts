import { expect, test } from 'vitest';
import { shareDescription, shareTitle, stripTitleMarkers } from './share';

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
