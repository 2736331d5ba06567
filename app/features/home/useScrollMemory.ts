import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { recallScroll, rememberScroll } from './homeMemory';

/**
 * Window scroll is the page's, not the column's, so it is saved per column while the column is on
 * screen and put back by hand when the column shows again: when its hidden <Activity> pane comes
 * back after a tab switch (effects re-run then), or when the reader returns from an article (POP).
 * A passive effect, so it runs after the router's own scroll handling and has the last word.
 */
export function useScrollMemory(columnId: number) {
  const navigationType = useNavigationType();
  const shownBefore = useRef(false);

  useEffect(() => {
    const saved = recallScroll(columnId);
    if (saved !== undefined && (shownBefore.current || navigationType === 'POP')) window.scrollTo(0, saved);
    shownBefore.current = true;

    // The router resets the scroll for the next page before this effect is cleaned up; by then the
    // address has changed, and that scroll belongs to the next page, not to this column.
    const address = window.location.href;
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (window.location.href === address) rememberScroll(columnId, window.scrollY);
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
    // navigationType is read for the first showing only; a later change must not scroll the reader
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columnId]);
}
