import { expect, test } from 'vitest';
import {
  addComment,
  addReply,
  dynamicsHaveMore,
  feedLoaded,
  homeColumns,
  homeModules,
  moreLoaded,
  showsLoadMore,
} from './lists';

test('load more while the returned length is a multiple of 20', () => {
  expect(showsLoadMore(20)).toBe(true);
  expect(showsLoadMore(40)).toBe(true);
  expect(showsLoadMore(19)).toBe(false);
  expect(showsLoadMore(0)).toBe(false);
});

test('dynamics have more at 10 or more', () => {
  expect(dynamicsHaveMore(9)).toBe(false);
  expect(dynamicsHaveMore(10)).toBe(true);
});

test('a feed replaces, more appends, empty or null is the empty marker', () => {
  const first = feedLoaded([1, 2]);
  expect(first).toEqual({ items: [1, 2], hasMore: true, empty: false });
  expect(moreLoaded(first, [3])).toEqual({ items: [1, 2, 3], hasMore: true, empty: false });
  expect(moreLoaded(first, [])).toEqual({ items: [1, 2], hasMore: false, empty: false });
  expect(feedLoaded(null)).toEqual({ items: [], hasMore: false, empty: true });
  expect(feedLoaded([])).toEqual({ items: [], hasMore: false, empty: true });
});

test("a comment heads the list, a reply heads its parent's replies", () => {
  const list = [
    { id: 1, replies: ['a'] },
    { id: 2, replies: [] },
  ];
  expect(addComment(list, { id: 3, replies: [] }).map((c) => c.id)).toEqual([3, 1, 2]);
  expect(addReply(list, 1, 'b')[0]!.replies).toEqual(['b', 'a']);
});

test('home: styles 205, 215, 410 out; module types 0, 7, 8, 9, 10, 11 kept', () => {
  const cols = [201, 205, 215, 410, 101].map((style) => ({ style }));
  expect(homeColumns(cols).map((c) => c.style)).toEqual([201, 101]);
  const mods = [0, 3, 5, 7, 8, 9, 10, 11, 12].map((type) => ({ type }));
  expect(homeModules(mods).map((m) => m.type)).toEqual([0, 7, 8, 9, 10, 11]);
});
