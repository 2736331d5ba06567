/**
 * True when the reader reached this page from another page of the app in this tab, so "back" stays on the site.
 * React Router numbers its history entries (`idx`); the first page of a visit is 0.
 */
export function cameFromInsideApp(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** True when a page of this site opened this one as a new document (a plain link): the browser's history holds it. */
export function cameFromOurPage(): boolean {
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin && from.pathname !== window.location.pathname;
  } catch {
    return false;
  }
}
