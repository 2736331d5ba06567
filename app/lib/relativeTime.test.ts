import { expect, test } from 'vitest';
import { formatDate } from './dateFormat';
import { countdown, displayTime, timeAgo, type TimeWords } from './relativeTime';

const words: TimeWords = (key, n) => `${key}:${n}`;
// 2024-06-15 12:00 China time
const now = Date.UTC(2024, 5, 15, 4, 0, 0);
const ago = (ms: number) => now - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

test('the ladder: just now under a minute, then minutes, hours, days, weeks, months, years', () => {
  expect(timeAgo(ago(59_999), now, words)).toBe('justNow:0');
  expect(timeAgo(ago(MIN), now, words)).toBe('minutesAgo:1');
  expect(timeAgo(ago(59 * MIN), now, words)).toBe('minutesAgo:59');
  expect(timeAgo(ago(HOUR), now, words)).toBe('hoursAgo:1');
  expect(timeAgo(ago(DAY), now, words)).toBe('daysAgo:1');
  expect(timeAgo(ago(7 * DAY), now, words)).toBe('weeksAgo:1');
  expect(timeAgo(ago(30 * DAY), now, words)).toBe('monthsAgo:1');
  expect(timeAgo(ago(365 * DAY), now, words)).toBe('yearsAgo:1');
  // a clock running behind the publisher never shows the future
  expect(timeAgo(now + 5_000, now, words)).toBe('justNow:0');
});

test('the default date format is YYYY年MM月DD日, in China time', () => {
  // 2024-06-14 17:00 UTC is already the 15th in China
  expect(formatDate(Date.UTC(2024, 5, 14, 17, 0))).toBe('2024年06月15日');
  expect(formatDate(now, 'YYYY-MM-DD HH:mm:ss')).toBe('2024-06-15 12:00:00');
});

test('styles 1–7', () => {
  const twoDays = ago(2 * DAY);
  const tenDays = ago(10 * DAY);
  const lastYear = Date.UTC(2023, 11, 30, 4, 0);
  expect(displayTime(tenDays, now, 1, words)).toBe('weeksAgo:1');
  expect(displayTime(ago(3 * HOUR), now, 2, words)).toBe('hoursAgo:3');
  expect(displayTime(twoDays, now, 2, words)).toBe('2024年06月13日');
  expect(displayTime(twoDays, now, 3, words)).toBe('daysAgo:2');
  expect(displayTime(tenDays, now, 3, words)).toBe('2024年06月05日');
  expect(displayTime(ago(MIN), now, 4, words)).toBe('2024年06月15日');
  expect(displayTime(twoDays, now, 5, words)).toBe('2024-06-13 12:00');
  expect(displayTime(twoDays, now, 6, words)).toBe('06-13 12:00');
  expect(displayTime(lastYear, now, 6, words)).toBe('2023-12-30');
  expect(displayTime(ago(5 * MIN), now, 7, words)).toBe('minutesAgo:5');
  expect(displayTime(twoDays, now, 7, words)).toBe('06-13');
  expect(displayTime(lastYear, now, 7, words)).toBe('2023-12-30');
  expect(displayTime(0, now, 1, words)).toBe('');
});

test('countdown: hours below a day, days from a day', () => {
  expect(countdown(now + 90 * MIN, now, words)).toBe('countdownHours:2');
  expect(countdown(now + 23 * HOUR, now, words)).toBe('countdownHours:23');
  expect(countdown(now + DAY, now, words)).toBe('countdownDays:1');
  expect(countdown(now + 2.5 * DAY, now, words)).toBe('countdownDays:3');
});
