import { describe, expect, test } from 'vitest';
import counts from './fixtures/counts.json';
import hasFav from './fixtures/hasFav.json';
import myFav from './fixtures/myFav.json';
import wxSignature from './fixtures/wxSignature.json';
import { parseCounts, parseFavourites, parseHasFav, parseSignature } from './parse';

describe('interaction wire', () => {
  test('counts: the reader’s counters, an id under either spelling, unknown articles null', () => {
    expect(parseCounts(counts)).toEqual({ id: 10002, reads: 12, likes: 5, comments: 3, shares: 1 });
    expect(parseCounts({ fileId: '7', countPraise: '4' })).toMatchObject({ id: 7, likes: 4, reads: 0 });
    expect(parseCounts({ errorInfo: '找不到相关稿件' })).toBeNull();
  });

  test('hasFav: the flag, or the writes’ value string', () => {
    expect(parseHasFav(hasFav)).toBe(true);
    expect(parseHasFav({ value: 'false' })).toBe(false);
    expect(parseHasFav({ value: 'true' })).toBe(true);
    expect(parseHasFav('empty')).toBe(false);
  });

  test('myFav: saved articles with their time; items without an id are left out', () => {
    const [first] = parseFavourites(myFav);
    expect(first).toMatchObject({
      articleId: 10002,
      columnId: 1,
      likes: 5,
      picture: 'http://pub.test/pic/a.jpg',
    });
    expect(first!.savedAt).toBe(Date.UTC(2025, 4, 20, 2, 1, 0));
    expect(
      parseFavourites({ list: [{ title: 'x' }, null, { articleID: '3', time: '2020-01-01 08:00:00.0' }] }),
    ).toHaveLength(1);
    expect(parseFavourites('empty')).toEqual([]);
  });
});

test('wxSignature: the SDK config’s spellings, from either', () => {
  expect(parseSignature(wxSignature)).toEqual({
    appId: 'wx0000000000000000',
    timestamp: 1747706400,
    nonceStr: 'nHk2uVqC5vWl0c7K',
    signature: '0f6a3b5f6b4e0f4b0c8f8e2c9a1d5e7b3c2a1f00',
  });
  expect(parseSignature({ appId: 'wx1', nonceStr: 'n', timestamp: '12', signature: 's' })).toMatchObject({
    appId: 'wx1',
    nonceStr: 'n',
    timestamp: 12,
  });
});
