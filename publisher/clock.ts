/** Time comes from here so tests can move it forward (token expiry, code expiry, rate windows). */
export type Clock = { now: () => number };

export const systemClock: Clock = { now: () => Date.now() };

export type ManualClock = Clock & { advance: (ms: number) => void; set: (ms: number) => void };

export function manualClock(start: number): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}
