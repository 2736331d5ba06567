// Turns list items into what the reader sees, on the server: the site's count switches applied,
// times and counts in words. The browser gets the words and needs no clock or date code.
import type { ArticleSummary } from '~/api/lists/entities';
import type { SiteConfig } from '~/api/session/entities';
import type { Translate } from '~/i18n/translate';
import { formatCount } from '~/lib/count';
import { timeAgo } from '~/lib/relativeTime';
import type { ListEntry } from './listEntry';
import { timeWords } from './timeWords';

export interface Presenting {
  now: number;
  t: Translate;
  globalCount: SiteConfig['globalCount'];
}

export function presentEntry(item: ArticleSummary, { now, t, globalCount }: Presenting): ListEntry {
  return {
    item,
    ...(globalCount.showPubTime && item.publishedAt
      ? { time: timeAgo(item.publishedAt, now, timeWords(t)) }
      : {}),
    ...(globalCount.showReadCount && item.reads ? { reads: formatCount(item.reads) } : {}),
    ...(globalCount.showDiscussCount && item.comments ? { comments: formatCount(item.comments) } : {}),
  };
}

export function presentEntries(items: ArticleSummary[], presenting: Presenting): ListEntry[] {
  return items.map((item) => presentEntry(item, presenting));
}
