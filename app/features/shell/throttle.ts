/**
 * Calls fn at most once per `ms`, the first call at once and the last one of a burst at the end,
 * so a scroll that stops between ticks still reports where it stopped (spec §9: 500 ms for scroll).
 */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    last = Date.now();
    timer = undefined;
    fn();
  };
  return {
    run() {
      const wait = last + ms - Date.now();
      if (wait <= 0) fire();
      else timer ??= setTimeout(fire, wait);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
