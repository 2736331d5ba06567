// The words app/lib's time display asks for, from the reader's catalog (Intl has no Tibetan
// relative times, so the catalog carries them).
import type { TimeWordKey, TimeWords } from '~/lib/relativeTime';
import type { Translate } from '~/i18n/translate';

const keys = {
  justNow: 'lists.time.justNow',
  minutesAgo: 'lists.time.minutes',
  hoursAgo: 'lists.time.hours',
  daysAgo: 'lists.time.days',
  weeksAgo: 'lists.time.weeks',
  monthsAgo: 'lists.time.months',
  yearsAgo: 'lists.time.years',
  countdownHours: 'lists.time.countdownHours',
  countdownDays: 'lists.time.countdownDays',
} as const satisfies Record<TimeWordKey, string>;

export function timeWords(t: Translate): TimeWords {
  return (key, n) => t(keys[key], { n });
}
