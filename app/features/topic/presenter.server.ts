// The list items of a topic page in the reader's words, with the site's count switches applied.
import type { ArticleSummary } from '~/api/lists/entities';
import { publisherForServer } from '~/api/server';
import { presentEntries } from '~/features/lists/present.server';
import type { ListEntry } from '~/features/lists/listEntry';
import type { Translate } from '~/i18n/translate';

export type Present = (items: ArticleSummary[]) => ListEntry[];

/** Reads the site's config once per page and returns the presenter its lists use. */
export async function presenter(t: Translate): Promise<{ present: Present; picturesLeft: boolean }> {
  const config = await publisherForServer().session.getConfig();
  const presenting = { now: Date.now(), t, globalCount: config.globalCount };
  return {
    present: (items) => presentEntries(items, presenting),
    picturesLeft: config.padListType === 1,
  };
}
