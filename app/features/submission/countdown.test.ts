import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

describe('a call’s countdown', () => {
  it('counts whole days, hours and minutes down, and ends at the deadline', () => {
    const now = Date.UTC(2025, 4, 20, 10, 0);
    expect(timeLeft(now + ((2 * 24 + 3) * 60 + 5) * 60_000 + 59_000, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 5,
    });
    expect(timeLeft(now + 30_000, now)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(now - 1, now)).toBeNull();
  });
});
