import { searchSlug, termFromSlug } from '@/features/search/search-slug';

describe('searchSlug', () => {
  it('lower-cases, strips non-word characters and turns spaces into underscores', () => {
    expect(searchSlug('Pastilha de Freio')).toBe('pastilha_de_freio');
    expect(searchSlug('  Filtro   de óleo!!! ')).toBe(encodeURIComponent('filtro_de_óleo'));
    expect(searchSlug('T-Cross 2020 (dianteiro)')).toBe('tcross_2020_dianteiro');
  });

  it('keeps accented letters and URL-encodes them', () => {
    expect(searchSlug('Suspensão Dianteira')).toBe('suspens%C3%A3o_dianteira');
    expect(searchSlug('AMORTECEDOR CITROËN')).toBe('amortecedor_citro%C3%ABn');
  });

  it('gives an empty slug for a term with no word characters', () => {
    expect(searchSlug('!!! ???')).toBe('');
  });

  it('recovers a readable term from the route (direct visit or reload)', () => {
    expect(termFromSlug('suspens%C3%A3o_dianteira')).toBe('suspensão dianteira');
    expect(termFromSlug('suspensão_dianteira')).toBe('suspensão dianteira');
    expect(termFromSlug('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
