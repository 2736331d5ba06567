import { defineConfig } from 'vitest/config';

// The scale-out suite alone (scripts/test.mjs runs it after the others): it starts a whole deployment of its
// own (docs/deploy.md), so it runs when nothing else does, one file at a time.
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  resolve: { alias: { '~': new URL('../app', import.meta.url).pathname } },
  test: {
    include: ['deploy/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
