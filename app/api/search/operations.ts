// The search area: the page's tabs, hot words and results.
import { appIf } from '../operation';
import { parseHotWords, parseSearchResults, parseSearchTabs } from './parse';

export const searchOperations = {
  searchClassify: appIf('searchClassify', parseSearchTabs, { cache: 'public' }),
  searchWordDely: appIf('searchWordDely', parseHotWords, { cache: 'public' }),
  searchAllInTime: appIf('searchAllInTime', (raw) => parseSearchResults(raw), { cache: 'public' }),
};
