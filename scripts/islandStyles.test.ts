// Islands (docs/adr-islands.md) are in the server's HTML before their code arrives: their stylesheets must be among
// the route's <link> tags, or the page shows unstyled until hydration (CLS 0.5 on a reporter's page) and stays so
// without JavaScript. vite.config.ts `islandStyles` puts them there; this reads what the build links per route.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverEntry = join(resolve('build'), 'server', 'index.js');

interface Build {
  assets: { routes: Record<string, { css?: string[]; module?: string; imports?: string[] } | undefined> };
}

describe.runIf(existsSync(serverEntry))('island styles come with the page', async () => {
  const build = (await import(pathToFileURL(serverEntry).href)) as Build;
  const linked = (routeId: string) => (build.assets.routes[routeId]?.css ?? []).join(' ');
  const assets = join(resolve('build'), 'client', 'assets');
  const read = (file: string) => readFileSync(join(assets, file), 'utf8');
  /** what the route's stylesheets say, all together */
  const linkedRules = (routeId: string) =>
    (build.assets.routes[routeId]?.css ?? [])
      .map((href) => read(href.split('/').pop()!.replace(/#$/, '')))
      .join('\n');
  /** the rules of a component's own stylesheet, as Vite emitted it */
  const rulesOf = (sheet: string) => {
    const file = readdirSync(assets).find((name) => name.startsWith(sheet) && name.endsWith('.css'));
    if (!file) throw new Error(`no stylesheet ${sheet}*.css in the build`);
    return read(file);
  };

  it.each([
    ['routes/xyDetail', ['ArticleList-', 'DynamicCard-']],
    ['routes/reporter', ['ArticleList-', 'DynamicCard-']],
    ['routes/liveDetail', ['VideoPlayer-', 'CommentsSection-']],
    ['routes/newsDetail', ['ArticleList-', 'RelatedArticles-', 'CommentsSection-']],
    ['routes/specDetail', ['TopicPages-', 'CommentsSection-']],
    ['routes/figureDetail', ['ArticleList-']],
  ])('%s links its islands’ stylesheets', (routeId, sheets) => {
    for (const sheet of sheets) expect(linkedRules(routeId)).toContain(rulesOf(sheet));
  });

  // Over HTTP/1.1 a browser opens six connections to a host: with six stylesheets before the first paint, the
  // article's lead picture waited for one of them to finish (Lighthouse: LCP 1.4 s against 1.2 s, docs/adr-lcp.md)
  it.each(['routes/newsDetail', 'routes/imageDetail'])(
    '%s links at most five stylesheets with the root’s, so its first picture loads beside them',
    (routeId) => {
      const sheets = [...(build.assets.routes.root?.css ?? []), ...(build.assets.routes[routeId]?.css ?? [])];
      expect(sheets.length).toBeLessThanOrEqual(5);
    },
  );

  // Vite's preload helper links a loaded chunk's sheets; one the page already holds in its combined sheet is a new
  // stylesheet all the same, and the browser restyles and relays the whole page for it in the middle of hydration.
  it.each(['routes/reporter', 'routes/xyDetail'])(
    '%s: an island’s code, once loaded, links no stylesheet whose rules the page already has',
    (routeId) => {
      const route = build.assets.routes[routeId]!;
      const chunks = [route.module!, ...(route.imports ?? [])].map((href) => read(href.split('/').pop()!));
      const dependencyLists = chunks.flatMap((code) => {
        const list = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(code)?.[1];
        return list ? [JSON.parse(list) as string[]] : [];
      });
      expect(dependencyLists.length).toBeGreaterThan(0);
      const onPage = linkedRules(routeId);
      for (const sheet of dependencyLists.flat().filter((file) => file.endsWith('.css'))) {
        const rules = read(sheet.split('/').pop()!);
        if (!route.css?.some((href) => href.endsWith(sheet.split('/').pop()!)))
          expect(onPage).not.toContain(rules);
      }
    },
  );

  // React Router links a sheet that a dynamic import also reaches as `….css#` (the comments' and the interaction
  // bar's on the article and live pages); the helper must take that for the same file (e2e/article/article.spec.ts
  // watches it happen in the browser)
  it('Vite’s preload helper looks for a sheet with and without the `#` React Router adds', () => {
    const helpers = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map(read)
      .filter((code) => code.includes('[rel="stylesheet"]') && code.includes('querySelector(`link[href="'));
    expect(helpers.length).toBeGreaterThan(0);
    for (const code of helpers)
      expect(code).toMatch(/link\[href="\$\{(\w+)\}"\]\$\{(\w+)\},link\[href="\$\{\1\}#"\]\$\{\2\}/);
  });

  it('a library loaded on demand keeps its stylesheet to itself (the video player’s library is on no first load)', () => {
    for (const routeId of ['routes/liveDetail', 'routes/videoDetail', 'routes/newsDetail'])
      expect(linked(routeId)).not.toMatch(/xgPlayer-/);
  });
});
