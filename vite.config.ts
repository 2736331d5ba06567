import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { basePath } from './react-router.config';

const appDir = new URL('./app/', import.meta.url).pathname;

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
];

export default defineConfig(({ isSsrBuild }) => ({
  base: basePath,
  plugins: [reactRouter()],
  // the same `~/` as tsconfig.json paths and vitest.config.ts
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    // Phones in the field include an X5 webview (Chrome 89) and iOS 14 Safari.
    target: ['chrome87', 'safari14'],
    cssTarget: ['chrome87', 'safari14'],
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks(id: string) {
              if (id.includes('vite/preload-helper')) return 'shared';
              if (!id.startsWith(appDir)) return undefined;
              const module = id.slice(appDir.length).replace(/\.tsx?$/, '');
              return shared.includes(module) ? 'shared' : undefined;
            },
          },
        },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
}));
