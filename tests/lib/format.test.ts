import { formatBRL, formatCount, localeOf } from '@/lib/format';

describe('number formats', () => {
  it('counts with the language thousands separator', () => {
    expect(formatCount(10000)).toBe('10.000');
    expect(formatCount(10000, 'pt')).toBe('10.000');
    expect(formatCount(10000, 'en')).toBe('10,000');
    expect(formatCount(999, 'pt')).toBe('999');
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
