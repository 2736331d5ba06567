import { expect, test } from 'vitest';
import { imageFor, styledUrl } from './image';

const suffixes = { list: '@!sm43', big: '@!md169', carousel: '@!md43', module: '@!md43', body: '@!w750' };
const pic = 'http://localhost:8080/pic/2026-11/21/a.jpg';

test('a use picks its style from the config suffixes, with a larger cut for dense screens', () => {
  expect(imageFor(pic, 'list', suffixes)).toEqual({
    src: `${pic}@!sm43`,
    srcSet: `${pic}@!sm43 240w, ${pic}@!md43 480w`,
    width: 240,
    height: 180,
  });
  expect(imageFor(pic, 'big', suffixes)).toEqual({
    src: `${pic}@!md169`,
    srcSet: undefined,
    width: 750,
    height: 422,
  });
  expect(imageFor(pic, 'body', suffixes)).toEqual({
    src: `${pic}@!w750`,
    srcSet: `${pic}@!w750 750w, ${pic}@!w1080 1080w`,
    width: 750,
    height: undefined,
  });
});

test('no suffix for gif, nor for storage refs, nor twice', () => {
  expect(imageFor('http://x/a.GIF?v=1', 'list', suffixes)).toEqual({ src: 'http://x/a.GIF?v=1' });
  expect(imageFor('图片存储;xy/202003/06/a.jpg', 'list', suffixes).src).toBe('图片存储;xy/202003/06/a.jpg');
  expect(styledUrl(`${pic}@!md43`, 'sm43')).toBe(`${pic}@!md43`);
  expect(imageFor('', 'list', suffixes)).toEqual({ src: '' });
});

test('bare style names and missing config fall back to the contract defaults', () => {
  expect(imageFor(pic, 'carousel', { carousel: 'md21' }).src).toBe(`${pic}@!md21`);
  expect(imageFor(pic, 'module').src).toBe(`${pic}@!md43`);
  expect(imageFor(pic, 'list', { list: 'unknown' }).src).toBe(`${pic}@!sm43`);
});
