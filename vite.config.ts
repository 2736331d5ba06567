import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { basePath } from './react-router.config';

const appDir = new URL('./app/', import.meta.url).pathname;

/**
 * The client build's own plugins. React Router builds the client and the server as two environments of one Vite
 * build (future.v8_viteEnvironmentApi), so the config no longer knows which it is (`isSsrBuild` is unset): these
 * plugins ask for the browser's environment themselves.
 */
const inBrowserBuild = (environment: { name: string }) => environment.name === 'client';

/**
 * The small modules every page's first load shares (paths, i18n core, shell helpers, platform, Vite's
 * preload helper) travel as one client chunk, `shared`, with the React runtime Rollup puts beside them:
 * each separate file costs its own brotli framing and import lines (~0.3 KB off the article's first load).
 */
const shared = [
  'lib/paths',
  'lib/safeUrl',
  'i18n/context',
  'i18n/locales',
  'i18n/translate',
  'platform/platform',
  'features/shell/history',
  'features/shell/pageTitle',
  // the root's and the 设置 island's (a route loads it): alone each was a chunk of its own on every page
  'features/shell/shellData',
  'lib/readerSettings',
  'features/shell/shellHandle',
  'features/shell/whenIdle',
  'features/lists/liveStatus',
  'features/lists/pictureUrl',
  'features/ui/island/preloadedLazy',
];

/** What a page that tells a publisher failure in words loads, as one chunk after the page's own. */
const errorWords = ['api/errors', 'i18n/errorMessage'];

function sharedChunk(): Plugin {
  return {
    name: 'shared-chunk',
    applyToEnvironment: inBrowserBuild,
    outputOptions(options) {
      return {
        ...options,
        manualChunks(id: string) {
          if (id.includes('vite/preload-helper')) return 'shared';
          if (!id.startsWith(appDir)) return undefined;
          const module = id.slice(appDir.length).replace(/\.tsx?$/, '');
          if (shared.includes(module)) return 'shared';
          // a publisher failure and its catalog key go together: two files of 284 and 92 B cost more than one
          return errorWords.includes(module) ? 'errors' : undefined;
        },
      };
    },
  };
}

/**
 * Marks every chunk a page's first load evaluates (the entry, the route modules, and what they import statically)
 * with V8's explicit compile hint: Chrome (136 and later) then compiles the whole file on a background thread while
 * it streams in, instead of compiling each function on the main thread the first time hydration calls it. That
 * first-call compiling was most of the hydration's long tasks (react-dom's start-up, React Router's route setup).
 * Browsers without the hint read a comment. Chunks loaded later by dynamic import are left alone. See
 * docs/adr-main-thread.md.
 */
function compileHints(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: inBrowserBuild,
    // after Vite's own rewriting (its preload helper puts a line on top of chunks with dynamic imports)
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const pending = chunks.filter((chunk) => chunk.isEntry);
        const firstLoad = new Set<string>();
        for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
          if (firstLoad.has(chunk.fileName)) continue;
          firstLoad.add(chunk.fileName);
          chunk.code = hint + chunk.code;
          // the line added above the code moves every mapping down one line
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          pending.push(...chunk.imports.flatMap((name) => byName.get(name) ?? []));
        }
      },
    },
  };
}

/**
 * An island (docs/adr-islands.md) is rendered in full by the server but its code loads after the first paint: its
 * stylesheets must still come with the page, or the server's HTML shows unstyled until hydration (a reporter's
 * article list moved the whole screen: CLS 0.5) and stays so without JavaScript. Vite links a dynamic chunk's CSS
 * only when the chunk loads, so for every `preloadedLazy(() => import(…))` this puts the island's CSS (its chunk's
 * and that of the chunks it imports statically) into the stylesheet of the chunk that declares it, where React
 * Router's manifest finds it for the route's <link> tags. One file, not one per island: on a slow phone network
 * every render-blocking stylesheet costs a round trip before the first paint (nine on the article page cost its LCP
 * ~150 ms). Other dynamic imports (the player's library, the share panel) are left alone.
 *
 * When the island's chunk then loads, Vite's preload helper would link its sheets once more, each a new stylesheet
 * the browser restyles and relays the whole page for in the middle of hydration (four on the reporter page). The
 * second hook points those entries of the declaring chunk's dependency list at the combined file, which the page
 * already links, so the helper finds it there and adds nothing. React Router links a sheet that some route also
 * reaches through a dynamic import with a `#` after its address (so that leaving a route does not take it from the
 * importer), which the helper's lookup did not take for the same file (the comments' and the interaction bar's
 * sheets on the article and live pages): the same hook has the helper look for either.
 */
/** Vite's preload helper (minified) asking whether the page already links a file: `link[href="${href}"]${rel}`. */
const helperLookup = /querySelector\(`link\[href="\$\{(\w+)\}"\]\$\{(\w+)\}`\)/;

function islandStyles(): Plugin[] {
  /** by declaring chunk: its combined stylesheet and the sheets it holds */
  const combinedOf = new Map<string, { combined: string; sheets: string[] }>();
  const islandRE = /preloadedLazy(?:<[^>]*>)?\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;
  const islands = new Set<string>();
  const collect: Plugin = {
    name: 'island-styles',
    apply: 'build',
    applyToEnvironment: inBrowserBuild,
    async transform(code, id) {
      if (!code.includes('preloadedLazy')) return;
      for (const [, source] of code.matchAll(islandRE)) {
        const resolved = await this.resolve(source!, id);
        if (resolved) islands.add(resolved.id);
      }
    },
    // before Vite writes its manifest, which React Router reads
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const stylesOf = (name: string, seen = new Set<string>()): string[] => {
          const chunk = byName.get(name);
          if (!chunk || seen.has(name)) return [];
          seen.add(name);
          return [
            ...(chunk.viteMetadata?.importedCss ?? []),
            ...chunk.imports.flatMap((n) => stylesOf(n, seen)),
          ];
        };
        for (const chunk of chunks) {
          const islandSheets = chunk.dynamicImports
            .filter((name) => byName.get(name)?.moduleIds.some((id) => islands.has(id)))
            .flatMap((name) => stylesOf(name));
          const own = chunk.viteMetadata?.importedCss;
          if (!own || !islandSheets.length) continue;
          // what the chunk's static imports already link stays in their own files
          const linkedByImports = new Set(chunk.imports.flatMap((name) => stylesOf(name)));
          const sheets = [...new Set([...own, ...islandSheets])].filter((name) => !linkedByImports.has(name));
          const source = sheets.map((name) => {
            const asset = bundle[name];
            return asset?.type === 'asset' ? String(asset.source) : '';
          });
          const combined = this.getFileName(
            this.emitFile({ type: 'asset', name: `${chunk.name}-page.css`, source: source.join('\n') }),
          );
          own.clear();
          own.add(combined);
          combinedOf.set(chunk.fileName, { combined, sheets });
        }
      },
    },
  };
  const linkedOnce: Plugin = {
    name: 'island-styles-linked-once',
    apply: 'build',
    applyToEnvironment: inBrowserBuild,
    // after Vite has written each chunk's dependency list (`__vite__mapDeps`)
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const [fileName, { combined, sheets }] of combinedOf) {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = chunk.code.replace(/^const __vite__mapDeps=.*$/m, (deps) =>
            sheets.reduce((list, sheet) => list.replaceAll(`"${sheet}"`, `"${combined}"`), deps),
          );
        }
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const helpers = chunks.filter((chunk) => helperLookup.test(chunk.code));
        if (chunks.some((chunk) => chunk.code.includes('__vite__mapDeps')) && helpers.length === 0)
          throw new Error(
            "island-styles: Vite's preload helper changed: its stylesheet lookup was not found",
          );
        for (const chunk of helpers)
          chunk.code = chunk.code.replace(
            helperLookup,
            (_lookup, href: string, rel: string) =>
              `querySelector(\`link[href="\${${href}}"]\${${rel}},link[href="\${${href}}#"]\${${rel}}\`)`,
          );
      },
    },
  };
  return [collect, linkedOnce];
}

/**
 * sm-crypto-v2 (the SM2/SM4 of spec §7 and the vote record) falls back to Node's `crypto` where a runtime has no Web
 * Crypto; every browser we build for has it, so in the browser's build `crypto` is a module with nothing in it rather
 * than Vite's "externalized for browser compatibility" stand-in and its build warning.
 */
function noNodeCryptoInBrowser(): Plugin {
  const id = '\0no-node-crypto';
  return {
    name: 'no-node-crypto-in-browser',
    applyToEnvironment: inBrowserBuild,
    enforce: 'pre',
    resolveId: (source) => (source === 'crypto' ? id : undefined),
    load: (loaded) => (loaded === id ? 'export default {};' : undefined),
  };
}

/**
 * What the build says that is true by design, so that a newcomer's `npm start` shows only what needs attention: a
 * resource route (routes/language.ts, routes/unknown.tsx) has a server loader only, so its browser chunk is empty;
 * on the server, a module both imported and lazily imported (an island) needs no chunk of its own.
 */
const expected = (warning: { code?: string; plugin?: string; message: string }) =>
  warning.code === 'EMPTY_BUNDLE' ||
  (warning.plugin === 'vite:reporter' && warning.message.includes('dynamic import will not move module'));

export default defineConfig({
  base: basePath,
  plugins: [reactRouter(), sharedChunk(), compileHints(), ...islandStyles(), noNodeCryptoInBrowser()],
  // the same `~/` as tsconfig.json paths and vitest.config.ts
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    // Phones in the field include an X5 webview (Chrome 89) and iOS 14 Safari.
    target: ['chrome87', 'safari14'],
    cssTarget: ['chrome87', 'safari14'],
    rollupOptions: {
      onwarn(warning, warn) {
        if (!expected(warning)) warn(warning);
      },
    },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
});
