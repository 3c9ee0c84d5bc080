import { detectLanguage } from '@/lib/language';

describe('language detection', () => {
  it.each([
    ['pt-BR', 'pt'],
    ['pt', 'pt'],
    ['en-US', 'en'],
    ['en', 'en'],
    ['fr', 'pt'],
    ['fr-FR', 'pt'],
    ['', 'pt'],
    [undefined, 'pt'],
  ])('%s -> %s', (input, expected) => {
    expect(detectLanguage(input)).toBe(expected);
  });
});
