import { describe, expect, it } from 'vitest';
import { publishTime } from './publishTime';

const reference = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function expected(at: number): string {
  const p = Object.fromEntries(reference.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

describe('publishTime', () => {
  it('is China wall-clock time', () => {
    expect(publishTime(Date.UTC(2026, 9, 10, 15, 35))).toBe('2026-10-10 23:35');
    expect(publishTime(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01-01 00:00');
  });

  it('agrees with the time-zone database across years, months and midnights', () => {
    for (let at = Date.UTC(1985, 0, 1); at < Date.UTC(2040, 0, 1); at += 86_400_000 * 37 + 3_671_000) {
      expect(publishTime(at)).toBe(expected(at));
    }
  });
});
