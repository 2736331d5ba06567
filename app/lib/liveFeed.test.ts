import { describe, expect, test } from 'vitest';
import type { LiveReport } from '~/api/live/entities';
import { bookOf, mergeReports, newReportCount, shownReports, unreadTitle } from './liveFeed';

const report = (id: number, version: number, extra: Partial<LiveReport> = {}): LiveReport => ({
  id,
  version,
  pinned: false,
  time: id * 1_000,
  author: '',
  content: `r${id}`,
  pictures: [],
  removed: false,
  ...extra,
});

describe('live feed', () => {
  test('merges by id and version: duplicates once, older versions never win, removals stay removed', () => {
    let book = bookOf([report(1, 1), report(2, 2)]);
    book = mergeReports(book, [report(3, 3), report(3, 3), report(1, 4, { content: 'edited' })]);
    book = mergeReports(book, [report(1, 1)]);
    expect(shownReports(book, 'desc').map((r) => [r.id, r.content])).toEqual([
      [3, 'r3'],
      [2, 'r2'],
      [1, 'edited'],
    ]);
    book = mergeReports(book, [report(2, 5, { removed: true })]);
    book = mergeReports(book, [report(2, 2)]);
    expect(shownReports(book, 'desc').map((r) => r.id)).toEqual([3, 1]);
  });

  test('pinned first, then newest or oldest first', () => {
    const book = bookOf([report(1, 1), report(2, 2, { pinned: true }), report(3, 3)]);
    expect(shownReports(book, 'desc').map((r) => r.id)).toEqual([2, 3, 1]);
    expect(shownReports(book, 'asc').map((r) => r.id)).toEqual([2, 1, 3]);
  });

  test('counts only reports not seen before, and puts the count in the title', () => {
    const book = bookOf([report(1, 1)]);
    expect(
      newReportCount(book, [report(1, 2), report(2, 3), report(2, 3), report(4, 4, { removed: true })]),
    ).toBe(1);
    expect(unreadTitle('直播', 0)).toBe('直播');
    expect(unreadTitle('直播', 3)).toBe('(3) 直播');
    expect(unreadTitle('直播', 120)).toBe('(99+) 直播');
  });

  test('an unchanged merge keeps the same book (no re-render)', () => {
    const book = bookOf([report(1, 2)]);
    expect(mergeReports(book, [report(1, 1)])).toBe(book);
  });
});
