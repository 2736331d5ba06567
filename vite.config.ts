import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { basePath } from './react-router.config';

export default defineConfig({
  base: basePath,
  plugins: [reactRouter()],
  // the same `~/` as tsconfig.json paths and vitest.config.ts
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    // Phones in the field include an X5 webview (Chrome 89) and iOS 14 Safari.
    target: ['chrome87', 'safari14'],
    cssTarget: ['chrome87', 'safari14'],
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
});
