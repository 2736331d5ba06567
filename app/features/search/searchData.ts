import type { SearchTab } from '~/api/search/entities';
import type { ListEntry } from '~/features/lists/listEntry';

/** A result as the page shows it: the list entry (words formatted on the server) and the body's matched words. */
export interface SearchEntry extends ListEntry {
  matchText: string;
}

/**
 * start: no key asked; blank: a key of only spaces; tooLong: over the limit, not sent; found: results (maybe none);
 * failed: the publisher could not answer this search.
 */
export type SearchState = 'start' | 'blank' | 'tooLong' | 'found' | 'failed';

export interface SearchData {
  key: string;
  state: SearchState;
  tabs: SearchTab[];
  tabId: number;
  hotWords: string[];
  page: number;
  entries: SearchEntry[];
  hasMore: boolean;
}
