/** A small in-process cache with a time-to-live, for hot reads (lists, details, config). */
export type TtlCache<V> = {
  get: (key: string) => V | undefined;
  set: (key: string, value: V) => void;
  delete: (key: string) => void;
  clear: () => void;
};

export function ttlCache<V>(options: { ttlMs: number; maxEntries: number; now: () => number }): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= options.now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value) {
      // Oldest first out: Map keeps insertion order.
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, expiresAt: options.now() + options.ttlMs });
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

/**
 * A stale-while-revalidate cache with single flight, for public reads under load. A value younger than `freshMs`
 * is served as is; an older one (up to `maxStaleMs`) is still served while exactly one refresh runs in the
 * background; past `maxStaleMs`, or on a miss, callers wait, and concurrent callers for the same key share one
 * load. So an expiry never makes the load run once per waiting request, and what is served trails the database by
 * at most `freshMs` plus one refresh while requests keep coming, `maxStaleMs` at worst.
 */
export type SwrCache<V> = {
  get: (key: string, load: () => Promise<V>) => Promise<V>;
  clear: () => void;
  readonly size: number;
};

export function swrCache<V>(options: {
  freshMs: number;
  maxStaleMs: number;
  maxEntries: number;
  now: () => number;
  /** A background refresh failed: the stale value stays until the next try. */
  onRefreshError?: (error: unknown) => void;
}): SwrCache<V> {
  const entries = new Map<string, { value: V; at: number }>();
  const inFlight = new Map<string, Promise<V>>();
  // Bumped by clear(): a load that began before it may have read what the clearing write changed, so it is
  // neither kept nor shared with callers that come after.
  let generation = 0;
  const loadOnce = (key: string, load: () => Promise<V>): Promise<V> => {
    let pending = inFlight.get(key);
    if (!pending) {
      const started = options.now();
      const startedIn = generation;
      const loading: Promise<V> = load()
        .then((value) => {
          if (startedIn !== generation) return value;
          if (!entries.has(key) && entries.size >= options.maxEntries) {
            const oldest = entries.keys().next().value;
            if (oldest !== undefined) entries.delete(oldest);
          }
          // Stamped with the time the load began: what it read is at least that fresh.
          entries.set(key, { value, at: started });
          return value;
        })
        .finally(() => {
          if (inFlight.get(key) === loading) inFlight.delete(key);
        });
      pending = loading;
      inFlight.set(key, pending);
    }
    return pending;
  };
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit) {
        const age = options.now() - hit.at;
        if (age < options.freshMs) return Promise.resolve(hit.value);
        if (age < options.maxStaleMs) {
          if (!inFlight.has(key)) loadOnce(key, load).catch((error) => options.onRefreshError?.(error));
          return Promise.resolve(hit.value);
        }
      }
      return loadOnce(key, load);
    },
    clear() {
      generation += 1;
      entries.clear();
      inFlight.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
