import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Feature areas stay apart (ARCHITECTURE.md): an area imports from other areas only the shell, the lists, the
 * shared ui/ and the ads (which stand in others' pages: feeds, column heads, under articles; docs/ads.md); nothing
 * in app/features imports a route module. A new area folder gets the rule by existing.
 */
const areas = readdirSync(new URL('./app/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedAreas = ['shell', 'lists', 'ui', 'ads'];

function areaBoundary(area) {
  const closed = areas.filter((other) => other !== area && !sharedAreas.includes(other));
  const patterns = [{ regex: '^(~/|(\\.\\./)+)routes(/|$)', message: 'Features import no route module.' }];
  if (closed.length) {
    patterns.push({
      regex: `^(~/features/|(\\.\\./)+(features/)?)(${closed.join('|')})(/|$)`,
      message: `app/features/${area} imports from other areas only ${sharedAreas.join(', ')}.`,
    });
  }
  return {
    files: [`app/features/${area}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      'node_modules/**',
      '.react-router/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'publisher/db/migrations/**',
      'publisher/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The house rule: pure layers stay free of React (ARCHITECTURE.md).
    files: ['app/api/**/*.ts', 'app/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'react-dom'] }],
    },
  },
  ...areas.map(areaBoundary),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // tests read loosely typed JSON answers; production code may not
    files: ['**/*.test.{ts,tsx}', 'publisher/every-operation.ts', 'publisher/test-support.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
