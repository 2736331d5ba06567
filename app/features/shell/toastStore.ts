// The page's one toast (spec §1: toasts are handed to the native app there; in a browser the shell draws them).
// The platform's toast handler writes here; <Toast> reads it.
import { useSyncExternalStore } from 'react';

/** long enough to read a short sentence, short enough not to cover the page for long */
export const toastMs = 2_000;

let text = '';
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: string): void {
  text = next;
  for (const listener of listeners) listener();
}

/** Shows `message`, replacing any toast on screen, and hides it after toastMs. */
export function showToast(message: string): void {
  clearTimeout(timer);
  set(message);
  timer = setTimeout(() => set(''), toastMs);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastText(): string {
  return useSyncExternalStore(
    subscribe,
    () => text,
    () => '',
  );
}
