// localStorage with expiry: each entry is JSON {value, expiresAt} (expiresAt 0 = kept). Falls back to memory
// where storage is missing or refuses (server rendering, private mode), so callers never branch.

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ExpiringStore {
  get<T>(key: string): T | undefined;
  /** ttlMs omitted: kept until removed */
  set(key: string, value: unknown, ttlMs?: number): void;
  remove(key: string): void;
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** window.localStorage / sessionStorage when usable, else memory. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValueStorage {
  try {
    const storage = globalThis[kind] as Storage | undefined;
    if (!storage) return memoryStorage();
    const probe = '__probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function createExpiringStore(storage: KeyValueStorage, now: () => number = Date.now): ExpiringStore {
  return {
    get<T>(key: string): T | undefined {
      const text = storage.getItem(key);
      if (text === null) return undefined;
      try {
        const entry = JSON.parse(text) as { value: T; expiresAt?: number };
        if (entry.expiresAt && entry.expiresAt <= now()) {
          storage.removeItem(key);
          return undefined;
        }
        return entry.value;
      } catch {
        return undefined;
      }
    },
    set(key, value, ttlMs) {
      try {
        storage.setItem(key, JSON.stringify({ value, expiresAt: ttlMs ? now() + ttlMs : 0 }));
      } catch {
        // a full storage loses the entry; the guard fetches it again next time
      }
    },
    remove: (key) => storage.removeItem(key),
  };
}
