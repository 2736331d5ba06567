// The search page's data, fetched and shaped on the server: tabs and hot words (each falls back on its own when the
// publisher fails), and the asked page of results.
import { isPublisherError } from '~/api/errors';
import { defaultSearchTabs } from '~/api/search/parse';
import { publisherForServer } from '~/api/server';
import { presentEntry } from '~/features/lists/present.server';
import type { Translate } from '~/i18n/translate';
import type { SearchData, SearchState } from './searchData';
import { maxKeyLength, type SearchAddress } from './searchUrl';

const withoutCounts = {
  showPubTime: true,
  showReadCount: false,
  showDiscussCount: false,
  showPraiseCount: false,
};

export async function loadSearch(address: SearchAddress, t: Translate): Promise<SearchData> {
  const publisher = publisherForServer();
  const orElse =
    <T>(fallback: T) =>
    (error: unknown) => {
      if (isPublisherError(error)) return fallback;
      throw error;
    };
  const [tabs, hotWords, config] = await Promise.all([
    publisher.search.searchClassify().catch(orElse(defaultSearchTabs)),
    publisher.search.searchWordDely().catch(orElse([] as string[])),
    publisher.session.getConfig().catch(orElse(null)),
  ]);
  const tab = tabs.find((candidate) => candidate.id === address.tabId) ?? tabs[0] ?? defaultSearchTabs[0]!;
  const base = {
    key: address.key,
    tabs,
    tabId: tab.id,
    hotWords,
    page: address.page,
    entries: [],
    hasMore: false,
  };

  let state: SearchState = 'found';
  if (!address.asked) state = 'start';
  else if (address.key === '') state = 'blank';
  else if ([...address.key].length > maxKeyLength) state = 'tooLong';
  if (state !== 'found') return { ...base, key: [...address.key].slice(0, maxKeyLength).join(''), state };

  try {
    const results = await publisher.search.searchAllInTime({
      key: address.key,
      tclass: tab.tclass,
      page: address.page,
    });
    const presenting = { now: Date.now(), t, globalCount: config?.globalCount ?? withoutCounts };
    return {
      ...base,
      state,
      entries: results.hits.map((hit) => ({
        ...presentEntry(hit.item, presenting),
        matchText: hit.matchText,
      })),
      hasMore: results.hasMore,
    };
  } catch (error) {
    return { ...orElse(base)(error), state: 'failed' };
  }
}
