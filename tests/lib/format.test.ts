import { formatBRL, formatCount, localeOf } from '@/lib/format';
import { formatDateTime } from '@/lib/dates';

describe('number formats', () => {
  it('counts with the language thousands separator', () => {
    expect(formatCount(10000)).toBe('10.000');
    expect(formatCount(10000, 'pt')).toBe('10.000');
    expect(formatCount(10000, 'en')).toBe('10,000');
    expect(formatCount(999, 'pt')).toBe('999');
  });

  it('writes whole counts out as Intl.NumberFormat does, in both languages, with or without a sign', () => {
    const values = [0, -0, 1, 12, 999, 1000, -1000, 9999, 10000, 123456, 1234567, -9876543210, Number.MAX_SAFE_INTEGER, 12.5, -0.25, 1e21, Number.NaN];
    for (let i = 0; i < 5000; i++) values.push(Math.round((Math.random() - 0.5) * 10 ** Math.floor(Math.random() * 15)));
    for (const language of ['pt', 'en']) {
      const intl = new Intl.NumberFormat(localeOf(language));
      for (const n of values) expect(formatCount(n, language), `${n} (${language})`).toBe(intl.format(n));
    }
  });

  it('maps the app language to its Intl locale (Portuguese unless English)', () => {
    expect([localeOf('pt'), localeOf('en'), localeOf('es'), localeOf(undefined)]).toEqual(['pt-BR', 'en-US', 'pt-BR', 'pt-BR']);
  });

  it('keeps prices in reais with a plain space, and nothing for a value that is not a number', () => {
    expect(formatBRL(1234567.8)).toBe('R$ 1.234.567,80');
    expect(formatBRL('18.3')).toBe('R$ 18,30');
    expect(formatBRL('')).toBe('');
    expect(formatBRL(null)).toBe('');
  });
});

describe('formatBRL written out', () => {
  it('in English: reais with the English separators, as Intl.NumberFormat en-US writes BRL', () => {
    expect(formatBRL(1079.21, 'en')).toBe('R$1,079.21');
    expect(formatBRL(-1234.5, 'en')).toBe('-R$1,234.50');
    expect(formatBRL(1079.21, 'pt')).toBe('R$ 1.079,21');
    expect(formatCount(10343, 'en')).toBe('10,343');
  });

  it.each(['pt', 'en'])('gives what Intl.NumberFormat gives for BRL in %s, over edge and random values', (language) => {
    const intl = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'BRL' });
    const expected = (n: number) => intl.format(n).replace(/\u00a0/g, ' ');
    const edges = [
      0,
      -0,
      0.001,
      -0.001,
      0.005,
      0.125,
      1.005,
      1.255,
      999.995,
      999.994,
      1000,
      18.3,
      1234567.8,
      -1234.5,
      9_999_999.99,
      10_450_000,
      0.1 + 0.2,
      1e9,
      1e15 + 0.25,
    ];
    for (const n of edges) expect(formatBRL(n, language), String(n)).toBe(expected(n));
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 20000; i++) {
      const digits = Math.floor(random() * 5);
      const n = Number(((random() - 0.2) * 10 ** Math.floor(random() * 8)).toFixed(digits));
      expect(formatBRL(n, language), String(n)).toBe(expected(n));
    }
  });
});

describe('formatDateTime', () => {
  it('writes day first in Brasília time, whatever the language (English included)', () => {
    expect(formatDateTime(new Date('2026-11-27T17:05:00Z'))).toBe('27/11/2026 14:05');
    expect(formatDateTime(new Date('2027-01-02T02:30:00Z'))).toBe('01/01/2027 23:30');
  });
});
