// Config is read on every request; it changes rarely. Fresh for `ttlMs`, then served stale while one
// background refresh runs, and kept stale if the publisher is briefly down (loaders still render).
import { shared } from './singleFlight';

export interface ConfigCache<T> {
  get(): Promise<T>;
  /** the last value without fetching, if any */
  peek(): T | undefined;
}

export function createConfigCache<T>(
  load: () => Promise<T>,
  { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number },
): ConfigCache<T> {
  let value: T | undefined;
  let fetchedAt = 0;
  const refresh = shared(async () => {
    const next = await load();
    value = next;
    fetchedAt = now();
    return next;
  });
  return {
    get() {
      if (value === undefined) return refresh();
      if (now() - fetchedAt >= ttlMs) {
        // a failed background refresh keeps the stale value; the next get tries again
        refresh().catch(() => {});
      }
      return Promise.resolve(value);
    },
    peek: () => value,
  };
}
