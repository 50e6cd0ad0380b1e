import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';

/** A module's repositories (its SQL) are its own: other modules call its service or a documented public file. */
const otherModulesRepos = {
  group: ['../*/*.repo', '../../modules/*/*.repo', '../modules/*/*.repo', '**/modules/*/*.repo'],
  message:
    "Another module's repository: call its service, or a public query file it documents (e.g. safety/blocked-either-way).",
};

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const foldersIn = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The files each server module offers the others (docs/layout.md): another module, realtime/ or
 * a job's wiring imports only these; everything else in a module is its own. A module missing
 * here offers nothing.
 */
const MODULE_PUBLIC_FILES = {
  auth: ['token.ts'],
  billing: ['billing.service.ts'],
  calls: ['calls.service.ts'],
  compatibility: [
    'answers.service.ts',
    'communication-score.ts',
    'compatibility-member.ts',
    'compatibility.ts',
    'importance.ts',
    'interests-score.ts',
    'lifestyle-score.ts',
    'profile-traits.ts',
    'question-bank.ts',
    'values-score.ts',
  ],
  locations: ['gazetteer.ts'],
  mail: ['auth-emails.ts', 'escape-html.ts', 'mail-message.ts', 'mailer.ts'],
  matches: ['live-match.ts', 'match-making.ts'],
  messages: ['message-view.ts', 'messages.service.ts', 'send-rate-limit.ts'],
  photos: ['image-pipeline.ts', 'photo-refs.ts', 'photo-storage.ts', 'photos.service.ts'],
  profiles: [
    'member-plan.ts',
    'notification-toggle-on.ts',
    'profiles.service.ts',
    'shown-activity.ts',
    'shown-distance.ts',
  ],
  safety: ['blocked-either-way.ts', 'look-alikes.ts', 'screening-report.ts', 'upheld-report.ts'],
};

const serverModules = foldersIn(`${SERVER}/modules`);
const unknownModules = Object.keys(MODULE_PUBLIC_FILES).filter((name) => !serverModules.includes(name));
if (unknownModules.length) throw new Error(`MODULE_PUBLIC_FILES names missing modules: ${unknownModules.join(', ')}`);

/** Zones of `import-x/no-restricted-paths`: what may import what, on resolved paths (type imports too). */
const serverZones = [
  ...serverModules.map((name) => ({
    target: `./${SERVER}/modules/${name}`,
    from: `./${SERVER}/modules`,
    except: [
      `./${name}`,
      ...serverModules.flatMap((other) => (MODULE_PUBLIC_FILES[other] ?? []).map((file) => `./${other}/${file}`)),
    ],
    message: `A module imports another only through the files it names as public (MODULE_PUBLIC_FILES in eslint.config.js, docs/layout.md).`,
  })),
  {
    target: `./${SERVER}/realtime`,
    from: `./${SERVER}/modules`,
    except: serverModules.flatMap((other) => (MODULE_PUBLIC_FILES[other] ?? []).map((file) => `./${other}/${file}`)),
    message: 'realtime/ imports a module only through its public files (MODULE_PUBLIC_FILES in eslint.config.js).',
  },
  ...['db', 'http', 'events', 'jobs', 'image-models', 'storage', 'shared-limits', 'backup'].map((layer) => ({
    target: `./${SERVER}/${layer}`,
    from: [`./${SERVER}/modules`, `./${SERVER}/realtime`, `./${SERVER}/seed`, `./${SERVER}/cli`],
    message: `${layer}/ sits below the modules and never imports them (nor realtime/, seed/, cli/): take what you need as a parameter, or move the type down.`,
  })),
  ...['db', 'http', 'events', 'jobs', 'image-models', 'storage', 'shared-limits', 'backup', 'modules', 'realtime'].map(
    (layer) => ({
      target: `./${SERVER}/${layer}`,
      from: `./${SERVER}`,
      except: [
        './db',
        './http',
        './events',
        './jobs',
        './image-models',
        './storage',
        './shared-limits',
        './backup',
        './modules',
        './realtime',
        './config.ts',
      ],
      message: 'Only the entry points (app, main, the composition root, seed, cli) wire the layers together.',
    }),
  ),
];

const webFeatures = foldersIn(`${WEB}/features`);
const webZones = [
  ...webFeatures.map((name) => ({
    target: `./${WEB}/features/${name}`,
    from: `./${WEB}/features`,
    except: [`./${name}`],
    message:
      'Features do not import each other: app/ composes them, and what two features share lives in api/, components/ or lib/.',
  })),
  ...['features', 'api', 'components', 'lib'].map((layer) => ({
    target: `./${WEB}/${layer}`,
    from: `./${WEB}/app`,
    message: 'Only app/ composes the app; nothing imports app/.',
  })),
  ...['api', 'components', 'lib'].map((layer) => ({
    target: `./${WEB}/${layer}`,
    from: `./${WEB}/features`,
    message: `${layer}/ is shared by features and never imports one.`,
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/meta/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The rules that need types (no-floating-promises, no-misused-promises) and import cycles run in
    // oxlint (.oxlintrc.json, decision 111): the same rules on TypeScript 7, in a tenth of the time.
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
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
  },
  {
    // The layers and boundaries of docs/layout.md. Tests may reach across (they set up whole scenarios).
    files: [`${SERVER}/**/*.ts`, `${WEB}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx', `${WEB}/test/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...webZones] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/seed/**', 'apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModulesRepos] }] },
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
  {
    files: ['**/*.{js,mjs}'],
    ignores: ['apps/web/public/sw.js', 'apps/web/public/offline.js'],
    languageOptions: { globals: globals.node },
  },
  // CommonJS stand-ins for packages (apps/server/vendor, decision 089).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The Web Push service worker (decision 047): plain JavaScript, served as it is from the site root.
  { files: ['apps/web/public/sw.js'], languageOptions: { sourceType: 'script', globals: globals.serviceworker } },
  // The offline page's script (decision 112), served as it is.
  { files: ['apps/web/public/offline.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },
  prettier,
);
