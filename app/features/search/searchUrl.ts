// A search is a URL: search.html?key=<words>&tab=<tab id>&page=<n>, so it renders on the server, works without
// JavaScript and can be shared. These read and write it.
import { href } from '~/lib/paths';

/** Longer is not a search but a paste; the publisher refuses it too. */
export const maxKeyLength = 100;
/** The publisher pages no deeper than 1,000 results (50 pages of 20). */
export const lastPage = 49;

export interface SearchAddress {
  /** trimmed, runs of spaces as one */
  key: string;
  /** the key was in the address (a blank one is a blank search, not the start page) */
  asked: boolean;
  tabId?: number;
  /** 0-based */
  page: number;
}

export function readSearchAddress(query: URLSearchParams): SearchAddress {
  const raw = query.get('key');
  const tab = query.get('tab');
  const page = query.get('page');
  return {
    key: (raw ?? '').replace(/\s+/g, ' ').trim(),
    asked: raw !== null,
    ...(tab && /^-?\d{1,9}$/.test(tab) ? { tabId: Number(tab) } : {}),
    page: page && /^\d{1,9}$/.test(page) ? Math.min(Number(page), lastPage) : 0,
  };
}

export function searchHref(key: string, tabId?: number, page = 0): string {
  const query = new URLSearchParams({ key });
  if (tabId !== undefined) query.set('tab', String(tabId));
  if (page > 0) query.set('page', String(page));
  return `${href.search()}?${query}`;
}
