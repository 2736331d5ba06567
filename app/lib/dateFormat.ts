// Dates as the publisher means them: its times are China Standard Time (UTC+8), so a page rendered on a
// UTC server and hydrated on a phone anywhere shows the same day. Tokens: YYYY MM DD HH mm ss.

export const defaultDateFormat = 'YYYY年MM月DD日';
const chinaOffsetMs = 8 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDate(ms: number, pattern: string = defaultDateFormat): string {
  const d = new Date(ms + chinaOffsetMs);
  const parts: Record<string, string> = {
    YYYY: String(d.getUTCFullYear()),
    MM: pad(d.getUTCMonth() + 1),
    DD: pad(d.getUTCDate()),
    HH: pad(d.getUTCHours()),
    mm: pad(d.getUTCMinutes()),
    ss: pad(d.getUTCSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/** Calendar day number in China time, to tell "today" and "this year" apart. */
export function chinaDay(ms: number): { year: number; day: number } {
  const d = new Date(ms + chinaOffsetMs);
  return { year: d.getUTCFullYear(), day: Math.floor((ms + chinaOffsetMs) / 86_400_000) };
}
