// A short-lived, single-flight cache for the server's PUBLIC anonymous reads (the operations whose cache rule
// allows it: article content, related articles, lists, columns, modules). Many readers ask for the same article within a second; without this each
// page view costs its own round trips, JSON parses and entity parses. A value is fresh for `ttlMs` (a few
// seconds); after that, for up to `staleMs` more, it is still served while one refresh runs behind it, so no
// reader waits on the publisher for a page others just read (a refresh under load can take a busy publisher
// hundreds of ms). Concurrent callers for one key share one request, and failures are never stored. Never used
// for member calls, previews or anything personal: see api/server.ts and docs/adr-public-read-cache.md. Values are
// shared between requests: callers must not mutate them. The app server's page cache (app/server/pageCache.ts)
// is the same cache holding rendered anonymous pages, bounded in bytes as well.

export interface PublicReadCache {
  /** the value for `key`: fresh, or stale while it is refreshed, or loaded (once for all concurrent callers) */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export interface PublicReadCacheOptions {
  ttlMs: number;
  /** how long past its TTL a value may still be served while a refresh runs (0: never) */
  staleMs?: number;
  /** oldest entries go first beyond this */
  maxEntries: number;
  /** and beyond this many bytes in all, when values have a size (the app server's page cache) */
  maxBytes?: number;
  sizeOf?: (value: unknown) => number;
  now?: () => number;
}

export function createPublicReadCache({
  ttlMs,
  staleMs = 0,
  maxEntries,
  maxBytes = Infinity,
  sizeOf = () => 0,
  now = Date.now,
}: PublicReadCacheOptions): PublicReadCache {
  const stored = new Map<string, { value: unknown; at: number; bytes: number }>();
  let bytes = 0;
  const inFlight = new Map<string, Promise<unknown>>();
  let generation = 0;

  function drop(key: string) {
    bytes -= stored.get(key)?.bytes ?? 0;
    stored.delete(key);
  }

  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const startedIn = generation;
    const loading = load().then(
      (value) => {
        inFlight.delete(key);
        // a clear() while loading means the value may predate what the clear was for
        const size = sizeOf(value);
        if (startedIn === generation && size <= maxBytes) {
          drop(key);
          for (const oldest of stored.keys()) {
            if (stored.size < maxEntries && bytes + size <= maxBytes) break;
            drop(oldest);
          }
          stored.set(key, { value, at: now(), bytes: size });
          bytes += size;
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
  }

  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = stored.get(key);
      if (hit) {
        const age = now() - hit.at;
        if (age < ttlMs) return Promise.resolve(hit.value as T);
        if (age < ttlMs + staleMs) {
          // a failed refresh leaves the stale value to its window; the next reader after it tries again
          refresh(key, load).catch(() => {});
          return Promise.resolve(hit.value as T);
        }
        drop(key);
      }
      return refresh(key, load);
    },
    clear() {
      generation += 1;
      stored.clear();
      bytes = 0;
      inFlight.clear();
    },
    get size() {
      return stored.size;
    },
  };
}
