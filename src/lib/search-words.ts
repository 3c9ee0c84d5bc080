import { foldText } from './format';

/**
 * A search word in its singular form, accents already folded: Portuguese plurals
 * -ões/-ães/-ãos → -ão, -is → -l, -ns → -m, -es after r/s/z → -, any other -s → -.
 * Words of up to 3 letters and words with digits stay as they are ('gas', 'dos', '1.6').
 */
export function singularWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (/(oes|aes|aos)$/.test(word)) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('is')) return `${word.slice(0, -2)}l`;
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (/[rsz]es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Lower case, no accents, no punctuation: 'Suspensão' and 'suspensao' read the same. */
export function foldSearchText(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a text as a search compares them: folded (accents, case, punctuation) and singular. */
export function searchWords(text: string): string[] {
  return foldSearchText(text).split(' ').filter(Boolean).map(singularWord);
}

/**
 * The term with each word in the singular, as the buyer would write it: a plural that only
 * drops letters keeps its accents ('peças' → 'peça'); other words take the folded singular.
 */
export function singularTerm(term: string): string {
  return term
    .trim()
    .split(/\s+/)
    .map((word) => {
      const lower = word.toLowerCase();
      const folded = foldSearchText(lower);
      const singular = singularWord(folded);
      if (singular === folded || folded.length !== lower.length) return singular === folded ? word : singular;
      return folded.startsWith(singular) ? lower.slice(0, singular.length) : singular;
    })
    .join(' ');
}
