import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
