import { useState, type MouseEvent } from 'react';
import { useHref } from 'react-router';

/** What turns in place: a page of the day, or one of its articles read one at a time. */
interface Turned {
  /** its own address */
  href: string;
  /** the window's title while it is read */
  title: string;
}

/**
 * The page being read (or the article, read one at a time), turned in place: every page of the day came with the
 * first, so a swipe, an arrow or the strip shows the next one at once, and the address bar follows
 * (history.replaceState, the entry kept as the router made it), so a link shared or a reload opens the page being
 * read. The window's title follows too. Without
 * JavaScript the same controls are links to each page's own address.
 */
export function useTurnPage(sheets: Turned[], first: number) {
  const [shown, setShown] = useState(first);
  // the site's base path (the sheets' addresses are the router's, without it)
  const base = useHref('/').replace(/\/$/, '');
  const turn = (to: number) => {
    const from = sheets[shown];
    const sheet = sheets[to];
    if (!sheet || to === shown) return;
    setShown(to);
    window.history.replaceState(window.history.state, '', base + sheet.href);
    // the title is "<page's title> - <site>" unless the address overrides it (then it holds no page's title)
    if (from && document.title.includes(from.title)) document.title = document.title.replace(from.title, sheet.title);
  };
  /** a page link's click turned in place (the Link then does nothing); one that opens elsewhere is left to it */
  const onLinkClick = (to: number) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    turn(to);
  };
  return { shown, turn, onLinkClick };
}
