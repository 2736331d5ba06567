// The open viewer as one entry of the tab's history (issue 40): a reader's Back closes it, as on a phone's own
// photo viewer, and a Back past it takes the viewer away with the page instead of leaving it drawn over the next.

/** the mark on the viewer's own entry: the page's entry (same address, same router key) plus this */
const mark = 'galleryViewer';

type EntryState = { key?: unknown; idx?: unknown; [mark]?: number } | null;

let opened = 0;

/**
 * Pushes the viewer's entry (the same address, so nothing is loaded) and watches the reader's Back.
 * `close` runs on a Back to the page under the viewer (the router is not told: for it nothing moved), `destroy`
 * when the reader goes further (two steps, the history menu) or leaves the document. The returned `closed` is
 * for the viewer's own close (button, tap, Escape): it takes the viewer's entry off the history again, so Back
 * after it leaves the page as it would have before the viewer opened.
 */
export function viewerEntry(close: () => void, destroy: () => void): { closed: () => void } {
  const token = ++opened;
  const under = window.history.state as EntryState;
  window.history.pushState({ ...under, [mark]: token }, '');
  let done = false;

  const stop = () => {
    window.removeEventListener('popstate', onPop, true);
    window.removeEventListener('pagehide', onLeave);
  };
  // a capture listener on the window runs before the router's own (Chromium 89+, current Safari): a Back that only
  // closes the viewer is not a navigation, and the router would otherwise load the page's data again
  function onPop(event: PopStateEvent) {
    stop();
    const state = event.state as EntryState;
    const backToPage = !state?.[mark] && state?.key === under?.key && state?.idx === under?.idx;
    if (backToPage) event.stopImmediatePropagation();
    if (done) return;
    done = true;
    if (backToPage) close();
    else destroy();
  }
  function onLeave() {
    stop();
    done = true;
    destroy();
  }
  window.addEventListener('popstate', onPop, true);
  window.addEventListener('pagehide', onLeave);

  return {
    closed() {
      if (done) return;
      done = true;
      // only our own entry is taken back: after a Back it is no longer the current one
      if ((window.history.state as EntryState)?.[mark] === token) window.history.back();
      else stop();
    },
  };
}
