import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// The plugin's TypeScript settings without its legacy resolver entry (resolver-next below replaces it).
const typescriptImportSettings = Object.fromEntries(Object.entries(importX.flatConfigs.typescript.settings).filter(([key]) => key !== 'import-x/resolver'));

/**
 * The layers of src/, highest first. A layer imports only the layers below it:
 * app → features → components → api → auth → stores → lib → config.
 */
const LAYERS = ['app', 'features', 'components', 'api', 'auth', 'stores', 'lib', 'config'];
const layerZones = LAYERS.flatMap((layer, index) =>
  LAYERS.slice(0, index).map((higher) => ({
    target: `./src/${layer}`,
    from: `./src/${higher}`,
    message: `${layer}/ sits below ${higher}/: the layers import downwards only (app → features → components → api → auth → stores → lib → config).`,
  })),
);

/**
 * The simulated API is its own package (packages/simulated-api). The app never imports it: only
 * the entry starts it, through its browser module, behind __SIMULATED_API__ (the static-import ban
 * below keeps that import dynamic, so a build for a real API drops it). The package meets the app
 * at one seam, its src/app-rules.ts, which re-exports the app's pure rule modules that the API
 * must enforce as the screens do; its other files import nothing from the app.
 */
const SIMULATED_API = './packages/simulated-api';
/**
 * The pure rule modules the simulated API shares with the app (through src/app-rules.ts), by their
 * path in src/: the general ones in lib/, a domain's own beside its screens.
 */
const APP_RULES = [
  'lib/fit-verdict',
  'lib/format',
  'lib/indexed-db',
  'lib/product-fields',
  'lib/search-words',
  'lib/storage-keys',
  'lib/validation',
  'features/adm-products/product-rules',
  'features/manager/invoice-rules',
];
const simulatedApiZones = [
  {
    target: readdirSync(new URL('./src', import.meta.url))
      .filter((name) => name !== 'main.tsx')
      .map((name) => `./src/${name}`),
    from: SIMULATED_API,
    message: 'The app never imports the simulated API: only src/main.tsx starts it, behind __SIMULATED_API__.',
  },
  {
    target: './src/main.tsx',
    from: SIMULATED_API,
    except: ['./src/browser.ts'],
    message: 'The entry starts the simulated API through its browser module only.',
  },
  ...['./src', './tests', './server'].map((from) => ({
    // Every file of the package but its seam (a glob, so a file added later is held too).
    target: `${SIMULATED_API}/src/**/!(app-rules).{ts,tsx}`,
    from,
    message: "The simulated API meets the app at one seam: import the app's rules from its src/app-rules.ts.",
  })),
  {
    target: `${SIMULATED_API}/src/app-rules.ts`,
    from: './src',
    except: APP_RULES.map((path) => `./${path}.ts`),
    message: "The simulated API's seam re-exports only the app's pure rule modules (APP_RULES in eslint.config.js).",
  },
];
// A feature is a closed box that holds its whole domain (screens, hooks, rules, calls): another
// feature sees only what the owning feature puts in its shared/ folder (the plans domain's usage
// bar, the advertiser's parts calls in adm-products/shared/api...). Only what belongs to no one
// domain moves down to components (the UI kit), api (the HTTP client), auth, stores or lib.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`, ...features.filter((other) => other !== name).map((other) => `./${other}/shared`)],
  message: 'A feature never imports another feature outside its shared/ folder: move what they share there, or to components, api, stores or lib.',
}));

export default tseslint.config(
  // tests/lint-fixtures holds code that breaks the rules on purpose (tests/security/lint-rules.test.ts lints it).
  { ignores: ['dist', 'dist-server', 'node_modules', 'public', 'coverage', 'test-results', 'playwright-report', 'tests/lint-fixtures'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server text as text: dangerouslySetInnerHTML is forbidden.',
        },
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read environment variables through src/config/env.ts only.',
        },
        {
          // zod's schema kinds live in one module, which the first page's chunk holds: a kind used
          // anywhere in the app is downloaded by every first visit.
          selector: "MemberExpression[object.name='z'][property.name=/^(enum|record|extend|literal|discriminatedUnion|tuple|date|email|url|uuid)$/]",
          message: 'Use the zod kinds the first page already needs (z.custom for a list of values or a map; spread .shape to extend an object).',
        },
      ],
    },
  },
  {
    // A write to a full storage throws (QuotaExceededError): the app reads and writes storage through one guard.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/safe-storage.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage'].flatMap((object) =>
          ['setItem', 'getItem', 'removeItem', 'clear'].map((property) => ({
            object,
            property,
            message: 'Use safeStorage (src/lib/safe-storage.ts): a write to a full or blocked storage throws.',
          })),
        ),
      ],
    },
  },
  {
    // Only a dynamic import (src/main.tsx's, behind __SIMULATED_API__) can be dropped from a build for a real API.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@pecaja/simulated-api', '@pecaja/simulated-api/*'], message: 'The app never imports the simulated API statically.' }] },
      ],
    },
  },
  {
    files: ['src/config/env.ts', 'vite.config.ts', 'src/vite-env.d.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/api/**/*.ts', 'src/features/*/api/**/*.ts', 'src/features/*/shared/api/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'tests/lint-fixtures/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript parsers and extensions, so it can read the modules it follows.
      ...typescriptImportSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...simulatedApiZones, ...featureZones] }],
    },
  },
);
