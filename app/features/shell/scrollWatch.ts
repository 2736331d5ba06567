// One throttled scroll listener for the whole shell: back-to-top and the global scrolled flag read it.
import { useSyncExternalStore } from 'react';
import { isScrolled, scrollThrottleMs, showsBackToTop } from '~/lib/scroll';
import { throttle } from './throttle';

let y = 0;
const listeners = new Set<() => void>();
const tick = throttle(() => {
  y = window.scrollY;
  for (const listener of listeners) listener();
}, scrollThrottleMs);

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    y = window.scrollY;
    window.addEventListener('scroll', tick.run, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('scroll', tick.run);
      tick.cancel();
    }
  };
}

const serverY = () => 0;

/** The page's scroll position, updated at most every 500 ms. */
function useScrollY(): number {
  return useSyncExternalStore(subscribe, () => y, serverY);
}

export function useBackToTopVisible(): boolean {
  return showsBackToTop(useScrollY());
}

/** spec §9: the global scrolled flag, set from 400 px down. */
export function useScrolled(): boolean {
  return isScrolled(useScrollY());
}
