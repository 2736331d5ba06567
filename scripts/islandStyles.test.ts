// Islands (docs/adr-islands.md) are in the server's HTML before their code arrives: their stylesheets must be among
// the route's <link> tags, or the page shows unstyled until hydration (CLS 0.5 on a reporter's page) and stays so
// without JavaScript. vite.config.ts `islandStyles` puts them there; this reads what the build links per route.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverEntry = join(resolve('build'), 'server', 'index.js');

interface Build {
  assets: { routes: Record<string, { css?: string[] } | undefined> };
}

describe.runIf(existsSync(serverEntry))('island styles come with the page', async () => {
  const build = (await import(pathToFileURL(serverEntry).href)) as Build;
  const linked = (routeId: string) => (build.assets.routes[routeId]?.css ?? []).join(' ');

  it.each([
    ['routes/xyDetail', ['ArticleList-', 'DynamicCard-']],
    ['routes/reporter', ['ArticleList-', 'DynamicCard-']],
    ['routes/liveDetail', ['VideoPlayer-', 'CommentsSection-']],
    ['routes/newsDetail', ['ArticleList-', 'RelatedArticles-', 'CommentsSection-']],
    ['routes/specDetail', ['TopicPages-', 'CommentsSection-']],
    ['routes/figureDetail', ['ArticleList-']],
  ])('%s links its islands’ stylesheets', (routeId, sheets) => {
    for (const sheet of sheets) expect(linked(routeId)).toContain(`/${sheet}`);
  });

  it('a library loaded on demand keeps its stylesheet to itself (the video player’s library is on no first load)', () => {
    for (const routeId of ['routes/liveDetail', 'routes/videoDetail', 'routes/newsDetail'])
      expect(linked(routeId)).not.toMatch(/xgPlayer-/);
  });
});
