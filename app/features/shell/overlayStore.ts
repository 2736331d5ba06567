// Who asked for the open-in-browser overlay: any feature whose action must happen outside the messenger
// (or in the native app) calls showOpenElsewhere(); the shell draws it.
import { useSyncExternalStore } from 'react';

/** 'browser': open the page in a real browser; 'app': continue in the native app (spec §8 text). */
export type OpenElsewhere = 'browser' | 'app';

let current: OpenElsewhere | null = null;
const listeners = new Set<() => void>();

function set(next: OpenElsewhere | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function showOpenElsewhere(where: OpenElsewhere = 'browser'): void {
  set(where);
}

export function hideOpenElsewhere(): void {
  set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenElsewhere(): OpenElsewhere | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
