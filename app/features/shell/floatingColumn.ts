// The page's floating buttons (back to top, to the article's end: marked data-floating) never lie over a control
// of the page (issue 40: they covered 分享, a sign-up bar's button, the vote box's 换一张 and 确认投票). Above a bar
// fixed at the foot of the screen the whole column goes up (--floating-lift); a control scrolling under a button
// (a share button, a dialog's) makes that button step aside (data-covered) until the control has passed.

/** the page's buttons and fields: a floating button over one of them takes the tap meant for it */
const buttons = 'button, input, select, textarea, summary, [role="button"]';
/** the room left between a foot bar and the column above it */
const gap = 8;

let lift = 0;

/** The first fixed-position box holding `element` (a foot bar, a dialog), if any. */
function fixedBox(element: Element): Element | undefined {
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
    if (getComputedStyle(node).position === 'fixed') return node;
  return undefined;
}

/** The page's controls under a spot of the screen, looked for on a 3×3 grid of points over it. */
function controlsUnder(spot: { left: number; right: number; top: number; bottom: number }): Element[] {
  const found = new Set<Element>();
  const inset = 1;
  for (const x of [spot.left + inset, (spot.left + spot.right) / 2, spot.right - inset])
    for (const y of [spot.top + inset, (spot.top + spot.bottom) / 2, spot.bottom - inset])
      for (const element of document.elementsFromPoint(x, y)) {
        if (element.closest('[data-floating]')) continue;
        const control = controlOf(element);
        if (control) found.add(control);
      }
  return [...found];
}

/**
 * The button `element` is part of. A link counts only on a bar (a sign-up bar's 立即报名): a list's items and a
 * text's links are the page's reading, which the column may lie over as they scroll by, as on every news app.
 */
function controlOf(element: Element): Element | undefined {
  const button = element.closest(buttons);
  if (button) return button;
  const link = element.closest('a[href]');
  return link && fixedBox(link) ? link : undefined;
}

function place(): void {
  const column = [...document.querySelectorAll<HTMLElement>('[data-floating]')];
  if (column.length === 0) return;
  // where each button stands without the lift it has now
  const spots = column.map((button) => {
    const r = button.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top + lift, bottom: r.bottom + lift };
  });
  let next = 0;
  for (const spot of spots)
    for (const control of controlsUnder(spot)) {
      const box = fixedBox(control);
      const top = box?.getBoundingClientRect().top ?? 0;
      // a bar at the foot of the screen; a box reaching into the screen's upper half is a dialog over the page
      if (box && top > window.innerHeight / 2) next = Math.max(next, spot.bottom - top + gap);
    }
  if (next !== lift) {
    lift = next;
    document.documentElement.style.setProperty('--floating-lift', `${lift}px`);
  }
  column.forEach((button, i) => {
    const spot = spots[i]!;
    const lifted = { ...spot, top: spot.top - lift, bottom: spot.bottom - lift };
    button.toggleAttribute('data-covered', controlsUnder(lifted).length > 0);
  });
}

/**
 * Keeps the column clear while the page scrolls, the screen changes size or the page changes (a dialog opens, a
 * button appears), once a frame at most. Answers the function that stops it.
 */
export function keepFloatingClear(): () => void {
  let frame = 0;
  const soon = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        place();
      });
  };
  window.addEventListener('scroll', soon, { passive: true });
  window.addEventListener('resize', soon);
  // back to top appears after 300 px, a dialog or a bar after a tap: each is placed as it comes
  const watch = new MutationObserver(soon);
  watch.observe(document.body, { childList: true, subtree: true });
  soon();
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', soon);
    window.removeEventListener('resize', soon);
    watch.disconnect();
  };
}
