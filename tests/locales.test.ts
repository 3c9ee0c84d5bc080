import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const flat = (obj: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
const load = (lang: string, file: string) => JSON.parse(readFileSync(join('locales', lang, file), 'utf8')) as Record<string, unknown>;

describe('locales', () => {
  const files = readdirSync(join('locales', 'pt'));
  it('has the same namespaces in pt and en', () => {
    expect(readdirSync(join('locales', 'en')).sort()).toEqual([...files].sort());
  });
  it.each(files)('en/%s has exactly the keys of pt/%s', (file) => {
    expect(flat(load('en', file)).sort()).toEqual(flat(load('pt', file)).sort());
  });
  it.each(files)('pt/%s has no empty text', (file) => {
    const walk = (o: Record<string, unknown>): string[] =>
      Object.values(o).flatMap((v) => (v && typeof v === 'object' ? walk(v as Record<string, unknown>) : [String(v)]));
    expect(walk(load('pt', file)).filter((s) => !s.trim())).toEqual([]);
  });
});
