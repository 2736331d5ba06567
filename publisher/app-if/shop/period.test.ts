import { describe, expect, it } from 'vitest';
import { periodStart } from './period.ts';

// 2025-05-21 (a Wednesday) 01:30 in Beijing is 2025-05-20 17:30 UTC
const beijing = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h) - 8 * 3_600_000;
const now = beijing(2025, 5, 21, 1) + 30 * 60_000;

describe('periodStart: the limit counts over Beijing calendar spans', () => {
  it('the day, the week from Monday and the month begin at midnight in Beijing; once is ever', () => {
    expect(periodStart('day', now)).toBe(beijing(2025, 5, 21));
    expect(periodStart('week', now)).toBe(beijing(2025, 5, 19));
    expect(periodStart('month', now)).toBe(beijing(2025, 5, 1));
    expect(periodStart('once', now)).toBe(0);
  });

  it('a Sunday belongs to the week that began the Monday before; the first of the month to its own', () => {
    expect(periodStart('week', beijing(2025, 5, 25, 23))).toBe(beijing(2025, 5, 19));
    expect(periodStart('week', beijing(2025, 5, 26))).toBe(beijing(2025, 5, 26));
    expect(periodStart('month', beijing(2025, 6, 1))).toBe(beijing(2025, 6, 1));
  });
});
