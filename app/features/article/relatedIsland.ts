import { preloadedLazy } from '~/features/ui/island/preloadedLazy';

/**
 * The related articles: in the server HTML, their list code loaded after the first paint (loadArticle preloads it), so
 * the article's first load has room for the parts below it.
 */
export const relatedIsland = preloadedLazy(() => import('./RelatedArticles'));
