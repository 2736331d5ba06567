import { searchAllInTime } from './search-all-in-time.ts';
import { searchClassify } from './search-classify.ts';
import { searchWordDely } from './search-word-dely.ts';

/** Search: the page's tabs and hot words, and full-text search over published articles. */
export const searchOperations = [searchClassify, searchWordDely, searchAllInTime];
