import { preloadedLazy } from '~/features/ui/island/preloadedLazy';

/**
 * A column page's items with its ads (ColumnAds): in the server HTML, the ads' code loaded after the first paint
 * (loadColumn preloads it), as the article's ads are in its related island.
 */
export const columnAdsIsland = preloadedLazy(() => import('./ColumnAds'));
