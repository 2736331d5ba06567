// spec §9 sizing and scrolling rules, pure so the shell's hooks stay thin.

/** Design pixels (750-wide) to rem: px / 75. */
export const remBase = 75;
export function rem(px: number): string {
  return `${+(px / remBase).toFixed(4)}rem`;
}

/** Font size = base + step × the reader's setting. */
export function fontSize(base: number, step: number, setting: number): number {
  return base + step * setting;
}

export const backToTopThreshold = 300;
export const scrolledFlagAt = 400;
export const scrollThrottleMs = 500;
export const scrollStepMs = 30;

export const showsBackToTop = (scrollY: number) => scrollY > backToTopThreshold;
export const isScrolled = (scrollY: number) => scrollY >= scrolledFlagAt;

/** The back-to-top animation halves the remaining distance every 30 ms; under a pixel it lands on 0. */
export function nextScrollStep(scrollY: number): number {
  const next = Math.floor(scrollY / 2);
  return next < 1 ? 0 : next;
}

/**
 * Runs at most once per `ms`: the first call at once, the last call of a burst when the window ends,
 * so the final scroll position is always seen.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms = scrollThrottleMs,
): ((...args: A) => void) & { cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && !timer) return run(args);
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending) run(pending);
      },
      Math.max(0, wait),
    );
  };
  return Object.assign(throttled, {
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  });
}
