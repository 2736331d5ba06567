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
  /** How many keys it holds: what its memory grows with. */
  size: () => number;
};

/**
 * Every this many look-ups, keys whose last hit is older than the longest window asked for are dropped: a key is
 * otherwise pruned only when it is seen again, and every phone, address and device a script names would stay.
 */
export const SWEEP_EVERY = 10_000;

export function rateLimiter(clock: Clock): RateLimiter {
  const hits = new Map<string, number[]>();
  let longestWindowMs = 0;
  let lookUps = 0;
  const sweep = () => {
    const since = clock.now() - longestWindowMs;
    for (const [key, list] of hits) if ((list[list.length - 1] ?? 0) <= since) hits.delete(key);
  };
  const recent = (key: string, windowMs: number) => {
    longestWindowMs = Math.max(longestWindowMs, windowMs);
    lookUps += 1;
    if (lookUps % SWEEP_EVERY === 0) sweep();
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
    size: () => hits.size,
  };
}
