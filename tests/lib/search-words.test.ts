import { foldSearchText, searchWords, singularTerm, singularWord } from '@/lib/search-words';

describe('singularWord', () => {
  it.each([
    ['amortecedores', 'amortecedor'],
    ['farois', 'farol'],
    ['aneis', 'anel'],
    ['suspensoes', 'suspensao'],
    ['capitaes', 'capitao'],
    ['maos', 'mao'],
    ['bagagens', 'bagagem'],
    ['luzes', 'luz'],
    ['pastilhas', 'pastilha'],
    ['dentes', 'dente'],
    ['pneus', 'pneu'],
    ['amortecedor', 'amortecedor'],
    ['farol', 'farol'],
  ])('%s → %s', (plural, singular) => {
    expect(singularWord(plural)).toBe(singular);
  });

  it('leaves short words and words with digits alone', () => {
    expect(singularWord('gas')).toBe('gas');
    expect(singularWord('dos')).toBe('dos');
    expect(singularWord('16v')).toBe('16v');
  });
});

describe('searchWords', () => {
  it('folds accents, case and punctuation on any side before the singular', () => {
    expect(searchWords('Faróis  DIANTEIROS!')).toEqual(['farol', 'dianteiro']);
    expect(searchWords('Suspensões')).toEqual(['suspensao']);
    expect(foldSearchText('Óleo-Motor')).toBe('oleo motor');
  });
});

describe('singularTerm', () => {
  it('keeps the accents of a plural that only drops letters, and singular words as typed', () => {
    expect(singularTerm('Peças dianteiras')).toBe('peça dianteira');
    expect(singularTerm('Faróis')).toBe('farol');
    expect(singularTerm('Farol')).toBe('Farol');
  });
});
