import { advEvent } from './event.ts';
import { getStartPage, getStartPagesAll } from './start-page.ts';

/**
 * The ad service (spec §7, on the `advUrl` base; this publisher serves it at its app interface, docs/ads.md): the
 * start pages and the ad event. Feed and column ads travel in getArticles' `adv[]`, article ads in
 * getArticleContent's.
 */
export const adsOperations = [getStartPage, getStartPagesAll, advEvent];
