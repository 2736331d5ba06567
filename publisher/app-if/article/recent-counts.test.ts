import { describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { COUNT_WINDOW_MS, recentCounts } from './recent-counts.ts';

describe('recentCounts', () => {
  it('counts a key once an hour', () => {
    const clock = manualClock(0);
    const counts = recentCounts(clock);
    expect(counts.first('countClick:dphone:1')).toBe(true);
    expect(counts.first('countClick:dphone:1')).toBe(false);
    expect(counts.first('countClick:dphone:2')).toBe(true);
    clock.advance(COUNT_WINDOW_MS - 1);
    expect(counts.first('countClick:dphone:1')).toBe(false);
    clock.advance(1);
    expect(counts.first('countClick:dphone:1')).toBe(true);
    expect(counts.first('countClick:dphone:1')).toBe(false);
  });

  it('keeps at most its bound of keys, forgetting the oldest first', () => {
    const counts = recentCounts(manualClock(0), 3);
    for (const key of ['a', 'b', 'c', 'd']) expect(counts.first(key)).toBe(true);
    // 'a' was dropped for 'd'; the three newest are still remembered
    for (const key of ['b', 'c', 'd']) expect(counts.first(key)).toBe(false);
    expect(counts.first('a')).toBe(true);
  });
});
