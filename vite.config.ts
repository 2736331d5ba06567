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
  'features/shell/shellHandle',
  'features/shell/whenIdle',
  'features/lists/liveStatus',
  'features/lists/pictureUrl',
  'features/ui/island/preloadedLazy',
];

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
          return shared.includes(module) ? 'shared' : undefined;
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

export default defineConfig({
  base: basePath,
  plugins: [reactRouter(), sharedChunk(), compileHints()],
  // the same `~/` as tsconfig.json paths and vitest.config.ts
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    // Phones in the field include an X5 webview (Chrome 89) and iOS 14 Safari.
    target: ['chrome87', 'safari14'],
    cssTarget: ['chrome87', 'safari14'],
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
});
