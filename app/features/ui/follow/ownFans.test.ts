import { afterEach, describe, expect, it, vi } from 'vitest';
import { fansNow, keepOwnFans } from './ownFans';

afterEach(() => vi.useRealTimers());

describe('the fan count of the reader’s own follow', () => {
  it('stands for the page’s (a cached read from before) for two minutes, then the page’s count is shown', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    keepOwnFans('reporter', 41, 1);
    expect(fansNow('reporter', 41, 0)).toBe(1);
    // another followed thing, or another kind with the same id, has nothing kept
    expect(fansNow('account', 41, 7)).toBe(7);
    expect(fansNow('reporter', 42, 3)).toBe(3);
    vi.setSystemTime(1_000_000 + 2 * 60_000 + 1);
    expect(fansNow('reporter', 41, 5)).toBe(5);
  });

  it('an unfollow’s answer stands too: the count goes down on a reload', () => {
    keepOwnFans('account', 9, 4);
    expect(fansNow('account', 9, 5)).toBe(4);
  });
});
