import type { Clock } from '../../clock.ts';

/** A reader's read or share of an article counts once in this long: a refresh, a second tab or a loop adds nothing. */
export const COUNT_WINDOW_MS = 3_600_000;

/**
 * Keys kept at most, some 220 bytes each (about 45 MB): more readers and articles than that in an hour, and the
 * oldest are forgotten first, so one of them may count again within its hour, once.
 */
export const MAX_RECENT_COUNTS = 200_000;

/** What readers counted in the past hour; in memory, on the injectable clock, pruned as it goes. */
export type RecentCounts = {
  /** Whether `key` (a counter, its reader and article) has not counted in the past hour; if so it counts now. */
  first: (key: string) => boolean;
};

export function recentCounts(clock: Clock, maxKeys = MAX_RECENT_COUNTS): RecentCounts {
  // a key is written once a window, so the map's order is the order of time: the oldest keys come first
  const countedAt = new Map<string, number>();
  return {
    first(key) {
      const now = clock.now();
      for (const [oldest, at] of countedAt) {
        if (at > now - COUNT_WINDOW_MS) break;
        countedAt.delete(oldest);
      }
      if (countedAt.has(key)) return false;
      if (countedAt.size >= maxKeys) countedAt.delete(countedAt.keys().next().value as string);
      countedAt.set(key, now);
      return true;
    },
  };
}
