import { i18n } from '@/app/i18n';

describe('texts a language loads', () => {
  it('an English page loads and waits for the English texts only, a Portuguese page for the Portuguese only', () => {
    // What i18next loads (and react-i18next waits for) before a namespace renders.
    expect(i18n.services.languageUtils.toResolveHierarchy('en')).toEqual(['en']);
    expect(i18n.services.languageUtils.toResolveHierarchy('pt')).toEqual(['pt']);
  });
});
