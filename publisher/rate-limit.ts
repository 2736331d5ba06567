import type { Clock } from './clock.ts';

/** Sliding-window counters keyed by phone or address; in memory, on the injectable clock. */
export type RateLimiter = {
  /** Records one hit and answers whether the key is still within `limit` hits per `windowMs`. */
  hit: (key: string, limit: number, windowMs: number) => boolean;
  /** Whether one more hit would still be allowed, without recording one. */
  allows: (key: string, limit: number, windowMs: number) => boolean;
  /** Takes back the newest hit: an attempt counted when it was made that turned out not to count. */
  undo: (key: string) => void;
  reset: (key: string) => void;
};

export function rateLimiter(clock: Clock): RateLimiter {
  const hits = new Map<string, number[]>();
  const recent = (key: string, windowMs: number) => {
    const since = clock.now() - windowMs;
    const list = (hits.get(key) ?? []).filter((at) => at > since);
    hits.set(key, list);
    return list;
  };
  return {
    hit(key, limit, windowMs) {
      const list = recent(key, windowMs);
      if (list.length >= limit) return false;
      list.push(clock.now());
      return true;
    },
    allows: (key, limit, windowMs) => recent(key, windowMs).length < limit,
    undo: (key) => void hits.get(key)?.pop(),
    reset: (key) => void hits.delete(key),
  };
}
