import type { LimitPeriod } from '../../db/schema/index.ts';

const DAY = 86_400_000;
const BEIJING = 8 * 3_600_000;

/**
 * When the member's current limit period began (epoch ms): the Beijing calendar day, the week from Monday, the
 * month, or the beginning of time for a once-only limit. Exchanges since then count against the limit.
 */
export function periodStart(period: LimitPeriod, now: number): number {
  if (period === 'once') return 0;
  const dayStart = Math.floor((now + BEIJING) / DAY) * DAY;
  if (period === 'day') return dayStart - BEIJING;
  const local = new Date(dayStart);
  if (period === 'week') return dayStart - ((local.getUTCDay() + 6) % 7) * DAY - BEIJING;
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - BEIJING;
}
