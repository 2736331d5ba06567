// The reader's past searches, on this device only (localStorage), newest first. Read through
// useSyncExternalStore: the server and the first render in the browser see none, so hydration matches.
import { useSyncExternalStore } from 'react';

const storageKey = 'searchHistory';
export const historySize = 10;
const none: string[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; words: string[] } = { raw: null, words: none };

function read(): string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(storageKey);
  } catch {
    return none; // storage blocked (private mode, embedded views): no history
  }
  if (raw === cached.raw) return cached.words;
  let words: string[] = none;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed))
      words = parsed.filter((w): w is string => typeof w === 'string').slice(0, historySize);
  } catch {
    // a broken entry is forgotten
  }
  cached = { raw, words };
  return words;
}

function write(words: string[]): void {
  try {
    if (words.length) window.localStorage.setItem(storageKey, JSON.stringify(words));
    else window.localStorage.removeItem(storageKey);
  } catch {
    // full or blocked storage: the search still works, it is just not remembered
  }
  listeners.forEach((listener) => listener());
}

export function rememberSearch(key: string): void {
  write([key, ...read().filter((w) => w !== key)].slice(0, historySize));
}

export function clearSearchHistory(): void {
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useSearchHistory(): string[] {
  return useSyncExternalStore(subscribe, read, () => none);
}
