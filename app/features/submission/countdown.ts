// What is left of a call's window, in whole days, hours and minutes (rounded down), or null once it is over.
export type TimeLeft = { days: number; hours: number; minutes: number };

const MINUTE = 60_000;

export function timeLeft(until: number, now: number): TimeLeft | null {
  const left = until - now;
  if (left <= 0) return null;
  const minutes = Math.floor(left / MINUTE);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}
