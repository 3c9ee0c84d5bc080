/** The Intl locale of an app language: 'en' -> 'en-US'; 'pt' (and anything else) -> 'pt-BR'. */
export function localeOf(language: string | undefined): string {
  return language === 'en' ? 'en-US' : 'pt-BR';
}

/** One formatter per locale, made on first use (as above) and kept. */
export function perLocale<F>(make: (locale: string) => F): (language: string | undefined) => F {
  const made = new Map<string, F>();
  return (language) => {
    const locale = localeOf(language);
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(locale)));
    return value;
  };
}
const countFormat = perLocale((locale) => new Intl.NumberFormat(locale));
const brlFormat = perLocale((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }));

let appLanguage = 'pt';
/**
 * The language of the page, for the helpers below when a caller names none: numbers and money
 * follow the text around them ('10,343' and 'R$1,079.21' in English, '10.343' and 'R$ 1.079,21'
 * in Portuguese). The texts' set-up keeps it.
 */
export function setFormatLanguage(language: string): void {
  appLanguage = language;
}

/**
 * A count with the language's thousands separator: 10000 -> '10.000' (pt), '10,000' (en).
 * Whole numbers are written out (the first Intl formatter of a page costs up to 200 ms on a
 * slow machine, a long task in the middle of an import check); anything else goes to Intl.
 */
export function formatCount(n: number, language = appLanguage): string {
  if (!Number.isSafeInteger(n)) return countFormat(language).format(n);
  const digits = groupThousands(String(Math.abs(n)), localeOf(language) === 'en-US' ? ',' : '.');
  return n < 0 || Object.is(n, -0) ? `-${digits}` : digits;
}

/** A number, or a string that is plainly one ('1234.5'): '' and other text are not numbers. */
function toNumber(value: number | string | null | undefined): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
}

/** 1234567 -> '1.234.567' (or '1,234,567' with ',') */
function groupThousands(digits: string, separator = '.'): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * 1234.56 -> 'R$ 1.234,56' (with a plain space, so text matches what users type and read); in
 * English 'R$1,234.56' (Intl's en-US form of BRL): the currency stays the real, the separators
 * are the language's, as counts' are.
 * A value that is not a number gives '' rather than a made-up 'R$ 0,00': the API layer refuses
 * such a reply, so this only guards against a caller's mistake.
 *
 * Written out rather than asked of Intl.NumberFormat: making that formatter costs about 100 ms
 * on a slow phone, and every landing page shows prices. The result is Intl's for pt-BR BRL:
 * the number's shortest decimal form rounded half away from zero to cents (1.005 -> 'R$ 1,01'),
 * a minus before the symbol ('-R$ 1,00'); a test compares the two over many values.
 */
export function formatBRL(value: number | string | null | undefined, language = appLanguage): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '';
  const negative = n < 0 || Object.is(n, -0);
  const decimal = String(Math.abs(n));
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  // Exponent forms (below 1e-6) and amounts from a trillion up (past exact cents) are no prices: Intl does them.
  if (!parts || Math.abs(n) >= 1e12)
    return brlFormat(language)
      .format(n)
      .replace(/\u00a0/g, ' ');
  const fraction = parts[2] ?? '';
  const roundUp = fraction.length > 2 && fraction[2] >= '5' ? 1 : 0;
  const cents = Number(parts[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + roundUp;
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  const [space, group, point] = localeOf(language) === 'en-US' ? ['', ',', '.'] : [' ', '.', ','];
  return `${negative ? '-' : ''}R$${space}${groupThousands(String(whole), group)}${point}${rest}`;
}

/** Cuts a description to `max` characters plus '...' (35 on grid cards, 27 on side lists). */
export function cutText(text: string | null | undefined, max: number): string {
  const s = text ?? '';
  return s.length > max ? `${s.slice(0, max)}...` : s;
}

/** Lower case, no accents: 'Citroën' and 'citroen', 'até' and 'ate' read the same (searches and matches). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * 'promoção de pastilhas em SP' -> 'Promoção de pastilhas em SP': the first letter only (CSS
 * capitalize would give 'Promoção De Pastilhas Em SP'); the rest stays as the user typed it.
 */
export function upperFirst(text: string | null | undefined): string {
  const s = text ?? '';
  const i = s.search(/\p{L}/u);
  return i < 0 ? s : s.slice(0, i) + s.charAt(i).toLocaleUpperCase('pt-BR') + s.slice(i + 1);
}
