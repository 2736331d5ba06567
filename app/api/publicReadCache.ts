// A short-lived, single-flight cache for the server's PUBLIC anonymous reads (article content, related
// articles, lists, columns, modules). Many readers ask for the same article within a second; without this each
// page view costs its own round trips, JSON parses and entity parses. A value is reused for `ttlMs` (a few
// seconds: what readers see trails the publisher by at most that), concurrent callers for one key share one
// request, and failures are never kept. Never used for member calls, previews or anything personal: see
// api/server.ts and docs/adr-public-read-cache.md. Values are shared between requests: callers must not mutate them.

export interface PublicReadCache {
  /** the value for `key`, loading it (once for all concurrent callers) when absent or older than the TTL */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export interface PublicReadCacheOptions {
  ttlMs: number;
  /** oldest entries go first beyond this */
  maxEntries: number;
  now?: () => number;
}

export function createPublicReadCache({
  ttlMs,
  maxEntries,
  now = Date.now,
}: PublicReadCacheOptions): PublicReadCache {
  const fresh = new Map<string, { value: unknown; at: number }>();
  const inFlight = new Map<string, Promise<unknown>>();
  let generation = 0;

  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = fresh.get(key);
      if (hit) {
        if (now() - hit.at < ttlMs) return Promise.resolve(hit.value as T);
        fresh.delete(key);
      }
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const startedIn = generation;
      const loading = load().then(
        (value) => {
          inFlight.delete(key);
          // a clear() while loading means the value may predate what the clear was for
          if (startedIn === generation) {
            if (fresh.size >= maxEntries) {
              const oldest = fresh.keys().next().value;
              if (oldest !== undefined) fresh.delete(oldest);
            }
            fresh.set(key, { value, at: now() });
          }
          return value;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, loading);
      return loading;
    },
    clear() {
      generation += 1;
      fresh.clear();
      inFlight.clear();
    },
    get size() {
      return fresh.size;
    },
  };
}
