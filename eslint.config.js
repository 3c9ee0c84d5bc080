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
 * app → features → components → api → auth → stores → lib → config. The simulated API (mocks) sits
 * beside them: it may use lib and config (the rules it shares with the forms), and only the
 * entry and the app shell load it.
 */
const LAYERS = ['app', 'features', 'components', 'api', 'auth', 'stores', 'lib', 'config'];
const layerZones = LAYERS.flatMap((layer, index) =>
  [...LAYERS.slice(0, index), ...(layer === 'app' ? [] : ['mocks'])].map((higher) => ({
    target: `./src/${layer}`,
    from: `./src/${higher}`,
    message: `${layer}/ sits below ${higher}/: the layers import downwards only (app → features → components → api → auth → stores → lib → config).`,
  })),
);
const mocksZones = ['app', 'features', 'components', 'api', 'auth', 'stores'].map((higher) => ({
  target: './src/mocks',
  from: `./src/${higher}`,
  message: 'The simulated API shares only lib/ and config/ with the app.',
}));
// A feature is a closed box: what two features share moves down to components, stores, api or lib.
const featureZones = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what they share to components, api, stores or lib.',
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
    files: ['src/config/env.ts', 'vite.config.ts', 'src/vite-env.d.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/lint-fixtures/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript parsers and extensions, so it can read the modules it follows.
      ...typescriptImportSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...mocksZones, ...featureZones] }],
    },
  },
);
