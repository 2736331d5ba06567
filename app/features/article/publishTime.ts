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

export function publishTime(at: number): string {
  const part = Object.fromEntries(parts.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
