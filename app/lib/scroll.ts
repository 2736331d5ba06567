// spec §9 scrolling: back-to-top from 300 px, the scrolled flag from 400 px, scroll handlers at most every
// 500 ms, and the way back up halving the distance every 30 ms.

export const scrollThrottleMs = 500;
export const scrollStepMs = 30;

export const showsBackToTop = (scrollY: number) => scrollY > 300;
export const isScrolled = (scrollY: number) => scrollY >= 400;

/** The next position of the way back up; under a pixel it lands on 0. */
export function nextScrollStep(scrollY: number): number {
  const next = Math.floor(scrollY / 2);
  return next < 1 ? 0 : next;
}
