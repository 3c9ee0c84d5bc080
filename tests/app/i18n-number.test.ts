import { i18n } from '@/app/i18n';

describe("'{{count, number}}' in the texts", () => {
  beforeAll(async () => {
    await i18n.loadLanguages('en');
  });
  afterEach(() => vi.restoreAllMocks());

  it('groups thousands by language without making an Intl.NumberFormat (its first use is a long task on a slow phone)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(i18n.t('advertiser:counts.rows', { count: 10000, lng: 'pt' })).toBe('10.000 linhas');
    expect(i18n.t('advertiser:counts.rows', { count: 10000, lng: 'en' })).toBe('10,000 rows');
    expect(i18n.t('advertiser:counts.withErrors', { count: 1, lng: 'pt' })).toBe('1 com erro');
    expect(i18n.t('advertiser:counts.rows', { count: 1234567, lng: 'pt' })).toBe('1.234.567 linhas');
    expect(made).not.toHaveBeenCalled();
  });
});
