// Local until app/lib offers the spec's time display (§9: just now, then minutes, hours, days,
// weeks, months or years ago). Words come from the catalog: Intl has no Tibetan relative times.
import type { Translate } from '~/i18n/translate';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export function relativeTime(at: number, now: number, t: Translate): string {
  const ago = Math.max(0, now - at);
  if (ago < minute) return t('lists.time.justNow');
  if (ago < hour) return t('lists.time.minutes', { n: Math.floor(ago / minute) });
  if (ago < day) return t('lists.time.hours', { n: Math.floor(ago / hour) });
  if (ago < 7 * day) return t('lists.time.days', { n: Math.floor(ago / day) });
  if (ago < 30 * day) return t('lists.time.weeks', { n: Math.floor(ago / (7 * day)) });
  if (ago < 365 * day) return t('lists.time.months', { n: Math.floor(ago / (30 * day)) });
  return t('lists.time.years', { n: Math.floor(ago / (365 * day)) });
}
