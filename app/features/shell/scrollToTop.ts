// spec §9: the remaining distance halves every 30 ms until the page is at the top.
import { nextScrollStep, scrollStepMs } from '~/lib/scroll';

export interface Scroller {
  readonly scrollY: number;
  scrollTo(x: number, y: number): void;
}

/** Starts the animation; the returned function stops it early (a new scroll by the reader, unmount). */
export function scrollToTop(target: Scroller = window): () => void {
  const timer = setInterval(() => {
    const next = nextScrollStep(target.scrollY);
    target.scrollTo(0, next);
    if (next <= 0) clearInterval(timer);
  }, scrollStepMs);
  return () => clearInterval(timer);
}
