// Work that must not compete with the first paint or a tap (TBT): run it when the browser is idle.
// Safari has no requestIdleCallback; a short timeout stands in for it there.
const fallbackDelayMs = 200;
/** an upper bound, so the work still runs on a page that never goes idle */
const idleTimeoutMs = 2_000;

/** Schedules `run`; the returned function cancels it (an effect's clean-up). */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: idleTimeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, fallbackDelayMs);
  return () => clearTimeout(timer);
}
