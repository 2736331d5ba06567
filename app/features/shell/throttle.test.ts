import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToTop } from './scrollToTop';
import { throttle } from './throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle (500 ms scroll handler)', () => {
  it('runs at once, then at most once per interval with the last call at the end', () => {
    const fn = vi.fn();
    const t = throttle(fn, 500);
    t.run();
    expect(fn).toHaveBeenCalledTimes(1);
    t.run();
    t.run();
    vi.advanceTimersByTime(499);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops a pending call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 500);
    t.run();
    t.run();
    t.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('scrollToTop (halves every 30 ms)', () => {
  it('halves the distance each step until the top', () => {
    const positions: number[] = [];
    const page = {
      scrollY: 800,
      scrollTo(_x: number, y: number) {
        this.scrollY = y;
        positions.push(y);
      },
    };
    scrollToTop(page);
    vi.advanceTimersByTime(29);
    expect(positions).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(positions).toEqual([400]);
    vi.advanceTimersByTime(30 * 20);
    expect(positions.slice(0, 4)).toEqual([400, 200, 100, 50]);
    expect(page.scrollY).toBe(0);
    const steps = positions.length;
    vi.advanceTimersByTime(300);
    expect(positions).toHaveLength(steps);
  });

  it('stops when asked', () => {
    const page = {
      scrollY: 1000,
      scrollTo(_x: number, y: number) {
        this.scrollY = y;
      },
    };
    const stop = scrollToTop(page);
    vi.advanceTimersByTime(30);
    stop();
    vi.advanceTimersByTime(300);
    expect(page.scrollY).toBe(500);
  });
});
