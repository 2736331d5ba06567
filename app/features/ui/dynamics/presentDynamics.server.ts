import type { Dynamic } from '~/api/reporter/entities';
import { timeWords } from '~/features/lists/timeWords';
import type { Translate } from '~/i18n/translate';
import { timeAgo } from '~/lib/relativeTime';
import type { DynamicEntry } from './dynamicEntry';

export function presentDynamics(dynamics: Dynamic[], t: Translate, now = Date.now()): DynamicEntry[] {
  const words = timeWords(t);
  return dynamics.map((dynamic) => ({
    dynamic,
    time: dynamic.publishedAt ? timeAgo(dynamic.publishedAt, now, words) : '',
  }));
}
