// An issue's day is a Beijing calendar day, written `yyyyMMdd` as Founder's calls send it.
const BEIJING = 8 * 3_600_000;
const DAY = 86_400_000;
/** A morning paper is out at half past five. */
const PRINTED_AT = 5.5 * 3_600_000;

/** The Beijing day `ms` falls on, `yyyyMMdd`. */
function issueDay(ms: number): string {
  const d = new Date(ms + BEIJING);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}`;
}

/** When the issue of `day` came out (epoch ms): that morning, Beijing time. */
export function issueMorning(day: string): number {
  const [y, m, d] = [day.slice(0, 4), day.slice(4, 6), day.slice(6, 8)].map(Number) as [
    number,
    number,
    number,
  ];
  return Date.UTC(y, m - 1, d) - BEIJING + PRINTED_AT;
}

/** The `days` issue days up to the one `now` falls on, newest first. */
export function lastDays(now: number, days: number): string[] {
  return Array.from({ length: days }, (_, i) => issueDay(now - i * DAY));
}
