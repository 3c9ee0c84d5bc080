import { ESLint } from 'eslint';
import { resolve } from 'node:path';

// Vitest runs from the project root, where eslint.config.js lives.
const root = resolve(process.cwd());

const FIXTURE = `
export function Bad({ html }: { html: string }) {
  const url = import.meta.env.VITE_API_URL;
  return <div title={url} dangerouslySetInnerHTML={{ __html: html }} />;
}
`;

// Loading the config and the TypeScript parser takes seconds the first time.
const SLOW = 60_000;
const eslint = new ESLint({ cwd: root });

async function lint(filePath: string) {
  const [result] = await eslint.lintText(FIXTURE, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('lint rules that keep the app safe (eslint.config.js)', () => {
  it(
    'a component with dangerouslySetInnerHTML and import.meta.env fails both rules',
    async () => {
      const messages = await lint('src/features/catalog/lint-fixture.tsx');
      expect(messages).toEqual(
        expect.arrayContaining([
          'Render server text as text: dangerouslySetInnerHTML is forbidden.',
          'Read environment variables through src/config/env.ts only.',
        ]),
      );
      expect(messages).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'the same rules hold in tests and the simulated API, everywhere outside the config module',
    async () => {
      expect(await lint('packages/simulated-api/src/handlers/lint-fixture.tsx')).toHaveLength(2);
      expect(await lint('tests/lint-fixture.tsx')).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'src/config/env.ts, the one reader of import.meta.env, is exempt',
    async () => {
      expect(await lint('src/config/env.ts')).toEqual([]);
    },
    SLOW,
  );
});

describe('lint rule that keeps the first load small (eslint.config.js)', () => {
  it(
    "a reply schema with zod's enum, record or extend fails; z.custom and a spread shape pass",
    async () => {
      const code = `import * as z from 'zod/mini';
const base = z.object({ id: z.number() });
export const a = z.enum(['OPENED', 'SOLD']);
export const b = z.record(z.string(), z.string());
export const c = z.extend(base, { name: z.string() });
export const ok = z.object({ ...base.shape, status: z.custom<'OPENED'>((v) => v === 'OPENED') });
`;
      const [result] = await eslint.lintText(code, { filePath: 'src/api/lint-fixture.ts' });
      const lines = result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
      expect(lines).toEqual([3, 4, 5]);
      expect(result.messages[0].message).toMatch(/^Use the zod kinds the first page already needs/);
    },
    SLOW,
  );
});

describe('lint rules that keep the layers one-way (eslint.config.js)', () => {
  // The fixtures under tests/lint-fixtures break the rules on purpose; the normal run ignores them.
  const linter = new ESLint({ cwd: root, ignore: false });
  const ruleMessages = async (code: string, filePath: string, ruleId: string) => {
    const [result] = await linter.lintText(code, { filePath });
    return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
  };

  it(
    'a feature that imports another feature fails lint',
    async () => {
      const code = "import { ProductPage } from '@/features/product/product-page';\nexport const page = ProductPage;\n";
      const messages = await ruleMessages(code, 'src/features/catalog/lint-fixture.ts', 'import-x/no-restricted-paths');
      expect(messages).toEqual([expect.stringContaining('A feature never imports another feature')]);
      // The same import from the app layer is how routes are built, and passes.
      expect(await ruleMessages(code, 'src/app/routes/lint-fixture.ts', 'import-x/no-restricted-paths')).toEqual([]);
    },
    SLOW,
  );

  it(
    'a feature may import what another feature puts in its shared/ folder, and nothing else of it',
    async () => {
      const shared = "import { PlanUsageBar } from '@/features/subscriptions/shared/plan-usage-bar';\nexport const bar = PlanUsageBar;\n";
      expect(await ruleMessages(shared, 'src/features/dashboard/lint-fixture.ts', 'import-x/no-restricted-paths')).toEqual([]);
      const inner = "import { PlansPage } from '@/features/subscriptions/plans-page';\nexport const page = PlansPage;\n";
      expect(await ruleMessages(inner, 'src/features/dashboard/lint-fixture.ts', 'import-x/no-restricted-paths')).toEqual([
        expect.stringContaining('A feature never imports another feature'),
      ]);
    },
    SLOW,
  );

  it(
    'a lower layer that imports a higher one fails lint',
    async () => {
      const fromLib = await ruleMessages(
        "import { paths } from '@/features/catalog/pager';\nexport const p = paths;\n",
        'src/lib/lint-fixture.ts',
        'import-x/no-restricted-paths',
      );
      expect(fromLib).toEqual([expect.stringContaining('lib/ sits below features/')]);
      const fromComponents = await ruleMessages(
        "import { router } from '@/app/router';\nexport const r = router;\n",
        'src/components/lint-fixture.ts',
        'import-x/no-restricted-paths',
      );
      expect(fromComponents).toEqual([expect.stringContaining('components/ sits below app/')]);
      const fromLibToApi = await ruleMessages(
        "import { isApiError } from '@/api/errors';\nexport const e = isApiError;\n",
        'src/lib/lint-fixture.ts',
        'import-x/no-restricted-paths',
      );
      expect(fromLibToApi).toEqual([expect.stringContaining('lib/ sits below api/')]);
    },
    SLOW,
  );

  it(
    'an import cycle fails lint',
    async () => {
      const results = await linter.lintFiles(['tests/lint-fixtures/cycle/first.ts']);
      expect(results[0].messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    },
    SLOW,
  );
});

describe('the simulated API stays a package of its own (eslint.config.js)', () => {
  const linter = new ESLint({ cwd: root, ignore: false });
  const paths = async (code: string, filePath: string) =>
    (await linter.lintText(code, { filePath }))[0].messages
      .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
      .map((m) => m.message);
  const dynamicBrowser = "export const start = () => import('@pecaja/simulated-api/browser');\n";

  it(
    'the app imports it nowhere but the entry, and the entry only dynamically and only its browser module',
    async () => {
      expect(await paths(dynamicBrowser, 'src/app/layouts/lint-fixture.ts')).toEqual([expect.stringContaining('The app never imports the simulated API')]);
      expect(await paths("import { db } from '@pecaja/simulated-api/db';\nexport const d = db;\n", 'src/features/catalog/lint-fixture.ts')).toHaveLength(2);
      expect(await paths(dynamicBrowser, 'src/main.tsx')).toEqual([]);
      expect(await paths("export const d = () => import('@pecaja/simulated-api/db');\n", 'src/main.tsx')).toEqual([
        expect.stringContaining('through its browser module only'),
      ]);
      expect(await paths("import { startSimulatedApi } from '@pecaja/simulated-api/browser';\nexport const s = startSimulatedApi;\n", 'src/main.tsx')).toEqual([
        expect.stringContaining('never imports the simulated API statically'),
      ]);
    },
    SLOW,
  );

  it(
    "the package reaches the app's rules through its one seam, and the seam reaches only the pure rule modules",
    async () => {
      const rules = "import { LIMITS } from '@/lib/validation';\nexport const l = LIMITS;\n";
      expect(await paths(rules, 'packages/simulated-api/src/handlers/lint-fixture.ts')).toEqual([expect.stringContaining('one seam')]);
      expect(await paths(rules, 'packages/simulated-api/src/app-rules.ts')).toEqual([]);
      expect(await paths("import { session } from '@/stores/session';\nexport const s = session;\n", 'packages/simulated-api/src/app-rules.ts')).toEqual([
        expect.stringContaining("only the app's pure rule modules"),
      ]);
    },
    SLOW,
  );
});

describe('storage is written through one guard (eslint.config.js)', () => {
  const linter = new ESLint({ cwd: root });
  const STORAGE_FIXTURE = `export function remember(v: string) {\n  localStorage.setItem('k', v);\n  sessionStorage.removeItem('s');\n}\n`;
  const messages = async (filePath: string) =>
    (await linter.lintText(STORAGE_FIXTURE, { filePath }))[0].messages.filter((m) => m.ruleId === 'no-restricted-properties').map((m) => m.message);

  it(
    'app code that writes localStorage or sessionStorage directly fails: a full storage would throw there',
    async () => {
      expect(await messages('src/stores/lint-fixture.ts')).toEqual([
        "'localStorage.setItem' is restricted from being used. Use safeStorage (src/lib/safe-storage.ts): a write to a full or blocked storage throws.",
        "'sessionStorage.removeItem' is restricted from being used. Use safeStorage (src/lib/safe-storage.ts): a write to a full or blocked storage throws.",
      ]);
      expect(await messages('src/lib/safe-storage.ts')).toEqual([]);
    },
    SLOW,
  );
});
