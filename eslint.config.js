import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** A module's repositories (its SQL) are its own: other modules call its service or a documented public file. */
const otherModulesRepos = {
  group: ['../*/*.repo', '../../modules/*/*.repo', '../modules/*/*.repo', '**/modules/*/*.repo'],
  message:
    "Another module's repository: call its service, or a public query file it documents (e.g. safety/blocked-either-way).",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/meta/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles in either app or the contract (import-x skips type-only imports: they vanish at run time).
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/seed/**', 'apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModulesRepos] }] },
  },
  {
    // The layers below the modules never import upwards.
    files: ['apps/server/src/db/**/*.ts', 'apps/server/src/http/**/*.ts', 'apps/server/src/events/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            otherModulesRepos,
            { group: ['**/seed/*', '**/cli/*', '**/app', '**/main'], message: 'A lower layer imports upwards.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The app's own dialogs and inline fields, never the browser's (decision 051).
      'no-alert': 'error',
      'no-restricted-globals': [
        'error',
        ...['alert', 'confirm', 'prompt'].map((name) => ({
          name,
          message: "Use the app's own dialog or an inline field, not the browser's (decision 051).",
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*'],
              message: 'Only app/ composes features; inside a feature import its own files relatively.',
            },
            { group: ['../../features/*', '../../../features/*'], message: 'Features do not import each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  { files: ['**/*.{js,mjs}'], ignores: ['apps/web/public/sw.js'], languageOptions: { globals: globals.node } },
  // The Web Push service worker (decision 047): plain JavaScript, served as it is from the site root.
  { files: ['apps/web/public/sw.js'], languageOptions: { sourceType: 'script', globals: globals.serviceworker } },
  prettier,
);
