import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { rateLimiter, SWEEP_EVERY } from './rate-limit.ts';

describe('rateLimiter', () => {
  it('counts hits per key within the window, and a key again after it', () => {
    const clock = manualClock(1_000_000);
    const limiter = rateLimiter(clock);
    expect([1, 2, 3].map(() => limiter.hit('phone:1', 2, 60_000))).toEqual([true, true, false]);
    expect(limiter.hit('phone:2', 2, 60_000)).toBe(true);
    clock.advance(60_001);
    expect(limiter.hit('phone:1', 2, 60_000)).toBe(true);
  });

  it('forgets keys not seen again once their window is past: a script naming new addresses does not grow it', () => {
    const clock = manualClock(1_000_000);
    const limiter = rateLimiter(clock);
    for (let i = 0; i < SWEEP_EVERY - 1; i += 1) limiter.hit(`ip:${i}`, 5, 60_000);
    expect(limiter.size()).toBe(SWEEP_EVERY - 1);
    clock.advance(60_001);
    limiter.hit('ip:new', 5, 60_000);
    expect(limiter.size()).toBe(1);
  });

  it('keeps a key still inside the longest window it was asked about', () => {
    const clock = manualClock(1_000_000);
    const limiter = rateLimiter(clock);
    limiter.hit('login:phone:1', 10, 15 * 60_000);
    clock.advance(60_001);
    for (let i = 0; i < SWEEP_EVERY; i += 1) limiter.hit(`event:${i % 7}`, 20, 1_000);
    expect(limiter.allows('login:phone:1', 1, 15 * 60_000)).toBe(false);
  });
});
