import { describe, expect, it } from 'vitest';
import { createTranslate } from '~/i18n/translate';
import { issueDateLabel, issueMonths } from './issueCalendar';

const t = createTranslate({ 'paper.month': '{year}年{month}月', 'paper.date': '{year}年{month}月{day}日' });
const link = (date: string) => `/p/${date}.html`;

describe('the date picker: published days on Monday-first calendars', () => {
  it('groups the days by month, newest month first, days in order, the shown day marked', () => {
    const months = issueMonths(['20261202', '20261201', '20261130', '20261130'], '20261201', link, t);
    expect(months.map((m) => m.label)).toEqual(['2026年12月', '2026年11月']);
    expect(months[0]!.published.map((d) => [d.day, d.current, d.href])).toEqual([
      [1, true, '/p/20261201.html'],
      [2, false, '/p/20261202.html'],
    ]);
    expect(months[1]!.published).toHaveLength(1);
  });

  it('starts each month on its weekday (1 December 2026 is a Tuesday) and knows its length', () => {
    const [december, february] = issueMonths(['20261201', '20260201'], '', link, t);
    expect(december).toMatchObject({ lead: 1, days: 31 });
    // 1 February 2026 is a Sunday: six empty cells before it
    expect(february).toMatchObject({ lead: 6, days: 28 });
  });

  it('leaves out what is not a day, and labels a day in the reader’s words', () => {
    expect(issueMonths(['2026-12-01', '', 'x', '202612'], '', link, t)).toEqual([]);
    expect(issueDateLabel('20261201', t)).toBe('2026年12月1日');
    expect(issueDateLabel('bad', t)).toBe('bad');
  });
});
