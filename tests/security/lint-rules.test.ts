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
  it('a component with dangerouslySetInnerHTML and import.meta.env fails both rules', async () => {
    const messages = await lint('src/features/catalog/lint-fixture.tsx');
    expect(messages).toEqual(
      expect.arrayContaining([
        'Render server text as text: dangerouslySetInnerHTML is forbidden.',
        'Read environment variables through src/config/env.ts only.',
      ]),
    );
    expect(messages).toHaveLength(2);
  }, SLOW);

  it('the same rules hold in tests and mocks, everywhere outside the config module', async () => {
    expect(await lint('src/mocks/handlers/lint-fixture.tsx')).toHaveLength(2);
    expect(await lint('tests/lint-fixture.tsx')).toHaveLength(2);
  }, SLOW);

  it('src/config/env.ts, the one reader of import.meta.env, is exempt', async () => {
    expect(await lint('src/config/env.ts')).toEqual([]);
  }, SLOW);
});
