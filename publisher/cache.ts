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
