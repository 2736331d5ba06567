import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from 'react-router';

const positions: Record<string, number> = {};

/**
 * React Router's own scroll bookkeeping without <ScrollRestoration> (~0.75 KB brotli of the first load):
 * the router records window.scrollY as a page is left; a new page starts at the top (or at its #hash),
 * a page reached by back/forward gets its position back. History's scroll restoration stays "auto", so
 * a reload or a back to another document is the browser's. Kept-alive columns put their own scroll back
 * by hand afterwards (home's useScrollMemory, a passive effect, has the last word).
 */
export function ScrollReset() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const location = state?.location;
  const restore = state?.restoreScrollPosition;
  const keep = state?.preventScrollReset;

  useLayoutEffect(() => router?.enableScrollRestoration(positions, () => window.scrollY), [router]);

  // nothing is returned from the scroll calls: newer Chromiums return a promise from them, which React would take for
  // the effect's clean-up and call (a crash on the next navigation)
  useLayoutEffect(() => {
    if (!location || restore === false || restore === undefined) return;
    if (typeof restore === 'number') {
      window.scrollTo(0, restore);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // not a decodable id: fall through
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!keep) window.scrollTo(0, 0);
  }, [location, restore, keep]);

  return null;
}
