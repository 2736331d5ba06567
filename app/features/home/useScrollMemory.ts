import { type RefObject, useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { recallScroll, rememberScroll, type ScrollPlace } from './homeMemory';

/**
 * Window scroll is the page's, not the column's, so it is saved per column while the column is on
 * screen and put back by hand when the column shows again: when its hidden <Activity> pane comes
 * back after a tab switch (effects re-run then), or when the reader returns from an article (POP).
 * A passive effect, so it runs after the router's own scroll handling and has the last word.
 */
export function useScrollMemory(columnId: number, feed: RefObject<HTMLElement | null>) {
  const navigationType = useNavigationType();
  const shownBefore = useRef(false);

  useEffect(() => {
    const saved = recallScroll(columnId);
    if (saved !== undefined && (shownBefore.current || navigationType === 'POP'))
      goBackTo(feed.current, saved);
    shownBefore.current = true;

    // The router resets the scroll for the next page before this effect is cleaned up; by then the
    // address has changed, and that scroll belongs to the next page, not to this column.
    const address = window.location.href;
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (window.location.href === address) rememberScroll(columnId, placeIn(feed.current));
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

const itemsOf = (feed: HTMLElement | null) => feed?.querySelectorAll('li[data-layout]') ?? [];

/** The first item whose bottom is below the top of the screen (items stand in the feed's order, top to bottom). */
function placeIn(feed: HTMLElement | null): ScrollPlace {
  const items = itemsOf(feed);
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (items[middle]!.getBoundingClientRect().bottom <= 0) low = middle + 1;
    else high = middle;
  }
  return { scrollY: window.scrollY, item: low, itemTop: items[low]?.getBoundingClientRect().top ?? 0 };
}

/**
 * Items the reader has not neared stand at guessed heights (ColumnFeed.module.css), and which ones were laid out differs
 * between the visit and the return, so the same scroll can show other items: the first item the reader saw is put
 * back where it was. The browser's scroll anchoring keeps it there as the items around it are laid out.
 */
function goBackTo(feed: HTMLElement | null, place: ScrollPlace) {
  window.scrollTo(0, place.scrollY);
  const item = itemsOf(feed)[place.item];
  if (item) window.scrollBy(0, item.getBoundingClientRect().top - place.itemTop);
}
