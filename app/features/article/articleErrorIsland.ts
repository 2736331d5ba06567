import { preloadedLazy } from '~/features/ui/island/preloadedLazy';

/**
 * The article's 404/503 body as an island: the server renders it in full (the route's loader preloads it), its code
 * loads only when it is shown, and its styles fold into the route's own stylesheet (vite.config.ts islandStyles). A
 * stylesheet of its own was the article's sixth render-blocking link: with six connections per host over HTTP/1.1,
 * the lead picture waited for one of them (docs/adr-lcp.md).
 */
export const articleErrorIsland = preloadedLazy<{ notFound: boolean }>(() =>
  import('./ArticleError').then((module) => ({ default: module.ArticleError })),
);
