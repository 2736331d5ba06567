import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createConfigCache } from './configCache';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('fresh for 60 s, then served stale while one background refresh runs', async () => {
  let n = 0;
  const load = vi.fn(async () => ++n);
  const cache = createConfigCache(load, { ttlMs: 60_000 });
  expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
  expect(load).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(59_999);
  expect(await cache.get()).toBe(1);
  expect(load).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(1);
  expect(await cache.get()).toBe(1);
  expect(await cache.get()).toBe(2);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a publisher briefly down keeps the stale config; with none cached the error surfaces', async () => {
  let up = true;
  const cache = createConfigCache(
    async () => {
      if (!up) throw new Error('down');
      return 'cfg';
    },
    { ttlMs: 60_000 },
  );
  expect(await cache.get()).toBe('cfg');
  up = false;
  vi.advanceTimersByTime(61_000);
  expect(await cache.get()).toBe('cfg');
  await Promise.resolve();
  expect(await cache.get()).toBe('cfg');
  const empty = createConfigCache(async () => Promise.reject(new Error('down')), { ttlMs: 1 });
  await expect(empty.get()).rejects.toThrow('down');
});
