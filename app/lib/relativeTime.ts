// spec §9 time display: 'just now' under a minute, then minutes, hours, days, weeks, months or years ago,
// by a configured style 1–7; countdowns in hours or days. Words come from the caller's translator.
import { chinaDay, defaultDateFormat, formatDate } from './dateFormat';

export type TimeWordKey =
  | 'justNow'
  | 'minutesAgo'
  | 'hoursAgo'
  | 'daysAgo'
  | 'weeksAgo'
  | 'monthsAgo'
  | 'yearsAgo'
  | 'countdownHours'
  | 'countdownDays';

/** e.g. (key 'minutesAgo', n 5) → '5分钟前' / '5 minutes ago' */
export type TimeWords = (key: TimeWordKey, n: number) => string;

export type TimeStyle = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The full ladder: just now, minutes, hours, days, weeks, months, years. */
export function timeAgo(ms: number, now: number, words: TimeWords): string {
  const diff = Math.max(0, now - ms);
  if (diff < MINUTE) return words('justNow', 0);
  if (diff < HOUR) return words('minutesAgo', Math.floor(diff / MINUTE));
  if (diff < DAY) return words('hoursAgo', Math.floor(diff / HOUR));
  if (diff < WEEK) return words('daysAgo', Math.floor(diff / DAY));
  if (diff < MONTH) return words('weeksAgo', Math.floor(diff / WEEK));
  if (diff < YEAR) return words('monthsAgo', Math.floor(diff / MONTH));
  return words('yearsAgo', Math.floor(diff / YEAR));
}

/**
 * The spec names seven styles without defining them; ours, documented in relativeTime.test.ts:
 * 1 the full ladder; 2 relative within a day, then the date; 3 relative within a week, then the date;
 * 4 the date only; 5 date and time; 6 'MM-DD HH:mm' this year, else 'YYYY-MM-DD';
 * 7 relative within a day, 'MM-DD' this year, else 'YYYY-MM-DD'.
 */
export function displayTime(ms: number, now: number, style: TimeStyle, words: TimeWords): string {
  if (!ms) return '';
  const diff = Math.max(0, now - ms);
  const sameYear = chinaDay(ms).year === chinaDay(now).year;
  switch (style) {
    case 1:
      return timeAgo(ms, now, words);
    case 2:
      return diff < DAY ? timeAgo(ms, now, words) : formatDate(ms, defaultDateFormat);
    case 3:
      return diff < WEEK ? timeAgo(ms, now, words) : formatDate(ms, defaultDateFormat);
    case 4:
      return formatDate(ms, defaultDateFormat);
    case 5:
      return formatDate(ms, 'YYYY-MM-DD HH:mm');
    case 6:
      return formatDate(ms, sameYear ? 'MM-DD HH:mm' : 'YYYY-MM-DD');
    case 7:
      if (diff < DAY) return timeAgo(ms, now, words);
      return formatDate(ms, sameYear ? 'MM-DD' : 'YYYY-MM-DD');
  }
}

/** Countdown to a start: hours below a day, else days; rounded up so nothing still ahead reads 0. */
export function countdown(until: number, now: number, words: TimeWords): string {
  const left = Math.max(0, until - now);
  if (left < DAY) return words('countdownHours', Math.ceil(left / HOUR));
  return words('countdownDays', Math.ceil(left / DAY));
}
