import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

// Scroll positions by page, for as long as the tab lives (browser effects only).
const scrolls = new Map<string, number>();

/**
 * A kept-alive page's scroll (spec §2: reporter): saved while the page is on screen and put back by hand when the
 * reader returns to it (POP), after the page's appended items are back. A passive effect, so it runs after the
 * router's own scroll handling and has the last word.
 */
export function useScrollKeep(key: string) {
  const navigationType = useNavigationType();
  useEffect(() => {
    const saved = scrolls.get(key);
    if (saved !== undefined && navigationType === 'POP') window.scrollTo(0, saved);
    // the router moves the scroll for the next page before this clean-up: only this address's scroll is saved
    const address = window.location.href;
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (window.location.href === address) scrolls.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
    // navigationType is read on arrival only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
