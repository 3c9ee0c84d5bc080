import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The repository explains itself: nothing in it sends a reader to a file a clone does not
 * have (the design and specification notes lived outside the repository), and every link in
 * README.md and docs/ leads somewhere. The rules those notes held are written where they
 * apply, or in docs/architecture.md and docs/api.md.
 */
const ROOT = resolve(__dirname, '..');
const SELF = relative(ROOT, __filename);

/** Names of the outside notes; a mention of any of them is a pointer a clone cannot follow. */
const OUTSIDE = ['public-site.md', 'admin.md', 'api-contract.md', 'design.md', '../shared'];

const SCANNED = ['src', 'server', 'scripts', 'tests', 'docs', 'README.md'];
const BINARY = /\.(png|jpe?g|gif|webp|ico|pdf|woff2?|ttf|zip|gz)$/i;

function* filesUnder(path: string): Generator<string> {
  const full = join(ROOT, path);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(full)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    yield* filesUnder(join(path, name));
  }
}

function textFiles(): string[] {
  return SCANNED.flatMap((p) => [...filesUnder(p)]).filter((f) => f !== SELF && !BINARY.test(f));
}

const markdownFiles = () => ['README.md', ...[...filesUnder('docs')].filter((f) => f.endsWith('.md'))];

/** Anchors of a Markdown file's headings, as GitHub makes them ('## Error codes' -> 'error-codes'). */
function headingAnchors(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) =>
    m[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s/g, '-'),
  );
}

/** Same-page links: [text](#anchor). */
const anchorLinks = (markdown: string) => [...markdown.matchAll(/\]\((#[^)\s]+)\)/g)].map((m) => m[1]);

/** Targets of [text](target) links that stay inside the repository. */
function relativeLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  return targets.filter((t) => !/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(t));
}

describe('the repository explains itself', () => {
  it('finds the files it checks', () => {
    const files = textFiles();
    expect(files).toContain('README.md');
    expect(files).toContain(join('src', 'api', 'client.ts'));
    expect(files).toContain(join('docs', 'architecture.md'));
    expect(files).toContain(join('docs', 'api.md'));
    expect(files).not.toContain(SELF);
  });

  it('mentions no file that a clone does not have', () => {
    const found: string[] = [];
    for (const file of textFiles()) {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const name of OUTSIDE) if (line.includes(name)) found.push(`${file}:${i + 1}: ${name}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('has no relative link in README.md or docs/ that leads nowhere', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of markdownFiles()) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const target of [...relativeLinks(text), ...anchorLinks(text)]) {
        checked += 1;
        const [rawPath, anchor] = target.split('#');
        const path = rawPath ? resolve(ROOT, dirname(file), decodeURIComponent(rawPath.split('?')[0])) : join(ROOT, file);
        if (!existsSync(path)) broken.push(`${file}: ${target}`);
        else if (anchor && path.endsWith('.md') && !headingAnchors(readFileSync(path, 'utf8')).includes(anchor))
          broken.push(`${file}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(5);
  });

  it('names only files that exist when docs/ gives a path in code style', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of markdownFiles().filter((f) => f.startsWith('docs'))) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [, path] of text.matchAll(/`((?:src|tests|server|scripts|locales|docs|public)\/[^`\s]*)`/g)) {
        // Patterns such as src/features/<domain>/ or locales/{pt,en}/ name a family, not a file.
        if (/[<>{}*]/.test(path)) continue;
        checked += 1;
        if (!existsSync(join(ROOT, path))) missing.push(`${file}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });
});

describe('headingAnchors', () => {
  it('makes GitHub-style anchors', () => {
    expect(headingAnchors('# How the app is built\n## Plans, payments and statements\n### The /adm guard')).toEqual([
      'how-the-app-is-built',
      'plans-payments-and-statements',
      'the-adm-guard',
    ]);
  });
});

describe('relativeLinks', () => {
  it('keeps links into the repository and leaves out web addresses and anchors', () => {
    const md = '[a](docs/api.md) [b](https://example.com) [c](#layout) [d](./x.md#part "title") [e](mailto:x@y.z) [f](<../up.md>)';
    expect(relativeLinks(md)).toEqual(['docs/api.md', './x.md#part', '../up.md']);
  });
});
