// The date picker's months: the published days of a paper (newest first, as the wire lists them) laid on
// calendars that start on Monday, so a reader picks a day the paper came out and no other.
import type { Translate } from '~/i18n/translate';
import type { IssueDay, IssueMonth } from './editionView';

const isIssueDate = (date: string) => /^\d{8}$/.test(date);

export function issueMonths(
  dates: readonly string[],
  current: string,
  link: (date: string) => string,
  t: Translate,
): IssueMonth[] {
  const months = new Map<string, IssueDay[]>();
  for (const date of [...new Set(dates.filter(isIssueDate))].sort()) {
    const month = date.slice(0, 6);
    const days = months.get(month) ?? [];
    days.push({ date, day: Number(date.slice(6)), href: link(date), current: date === current });
    months.set(month, days);
  }
  // newest month first, as the reader most often goes a few days back
  return [...months.entries()].reverse().map(([month, published]) => {
    const year = Number(month.slice(0, 4));
    const monthNumber = Number(month.slice(4));
    const first = new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay();
    return {
      month,
      label: t('paper.month', { year, month: monthNumber }),
      lead: (first + 6) % 7,
      days: new Date(Date.UTC(year, monthNumber, 0)).getUTCDate(),
      published,
    };
  });
}

/** "2026年12月1日" in the reader's words, from yyyyMMdd. */
export function issueDateLabel(date: string, t: Translate): string {
  if (!isIssueDate(date)) return date;
  return t('paper.date', {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(4, 6)),
    day: Number(date.slice(6)),
  });
}
