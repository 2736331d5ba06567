// Publish times are the newsroom's wall-clock (China time, as the publisher sends them), shown as
// year-month-day hour:minute whatever the reader's language: every script reads it alike.
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** China has kept UTC+8 without daylight saving since 1991; before that the time-zone database decides. */
const fixedOffsetSince = Date.UTC(1992, 0, 1);
const chinaOffsetMs = 8 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

export function publishTime(at: number): string {
  if (at >= fixedOffsetSince) {
    // the same answer as the formatter below, without its per-call cost (it showed in the page's CPU profile)
    const d = new Date(at + chinaOffsetMs);
    return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
  }
  const part = Object.fromEntries(parts.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
