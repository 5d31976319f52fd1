// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    // test-results: the end-to-end run's traces (copies of the built scripts among them).
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Configuration is read and validated in one file (style.md, create-t3-turbo).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env.ts.' },
      ],
    },
  },
  {
    files: [
      'apps/server/src/env.ts',
      'apps/server/src/cli/**',
      'e2e/**',
      'bench/**',
      '**/*.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // One rule for SQL (docs/architecture.md): queries live in a module's repository
  // (`repository.ts` or `*-repository.ts`); services hold rules, handlers hold neither.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/repository.ts', '**/*-repository.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: "Queries live in the module's repository (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  // Each Playwright worker has its own server (e2e/support/server.ts): a spec's pages reach
  // it through the baseURL of e2e/support/fixtures.ts, which Playwright's own test lacks.
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/fixtures.ts', 'e2e/playwright.config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              allowTypeImports: true,
              message: "Use e2e/support/fixtures.ts's test: it browses this worker's server.",
            },
          ],
        },
      ],
    },
  },
  // Features never import each other; only src/app composes them (bulletproof-react).
  // Import cycles are checked by dpdm in `npm run lint` (core ESLint has no cycle rule).
  ...features.map((f) => ({
    files: [`${featuresDir}/${f}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^|/)features/(?!${f}(/|$))`,
              message: 'Features do not import each other; compose them in src/app.',
            },
            {
              // A relative climb into a sibling feature's folder.
              regex: `^(\\.\\./)+(${features.filter((o) => o !== f).join('|')})(/|$)`,
              message: 'Features do not import each other; compose them in src/app.',
            },
          ],
        },
      ],
    },
  })),
);
