/**
 * The one mask notation of the app and the phone formats built on it: the forms (through
 * validation.ts) and the product page's contact both use them, and the page takes them without
 * the form rules.
 */

export const PHONE_LENGTH = 11;

/** Masks: 9 = one digit, anything else is kept as typed (the one mask notation of the app). */
export const MASKS = {
  phone: '(99) 9-9999-9999',
  cpf: '999.999.999-99',
  cnpj: '99.999.999/9999-99',
  zipcode: '99.999-999',
  businessTollFree: '9999-999-9999',
  businessShared: '9999-9999',
  businessMobile: '(99) 9-9999-9999',
  businessLandline: '(99) 9999-9999',
} as const;

export function digitsOf(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Applies a mask ('9' = digit) to the digits of `value`; stops where the digits end. */
export function applyMask(mask: string, value: string | null | undefined): string {
  const digits = digitsOf(value);
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '9') out += digits[i++];
    else out += ch;
  }
  return out;
}

/**
 * The national number in a phone pasted in international or trunk form, when that gives a number of
 * one of `lengths` digits: the country code 55 ('+55 11 97654-3210', 13 digits), the trunk zero
 * ('011 97654-3210', 12 digits) or both ('+55 0 11 ...'). Any other digits come back as they are
 * (an area code 55 typed as such, '(55) 9-8765-4321', stays).
 */
export function nationalPhoneDigits(value: string | null | undefined, lengths: readonly number[] = [PHONE_LENGTH]): string {
  const d = digitsOf(value);
  // No area code starts with 0: a number of the right length that does is in trunk form.
  if (lengths.includes(d.length) && !d.startsWith('0')) return d;
  const candidates = [d.startsWith('550') ? d.slice(3) : '', d.startsWith('55') ? d.slice(2) : '', d.startsWith('0') ? d.slice(1) : ''];
  return candidates.find((c) => c && lengths.includes(c.length)) ?? d;
}

/**
 * A mobile phone as it is typed or pasted: (11) 9-7654-3210, a country code or trunk zero dropped.
 * Digits that cannot be one phone (too many) are shown as they were typed, not cut into another
 * number, and the phone rule refuses them.
 */
export function formatPhone(value: string | null | undefined): string {
  const d = nationalPhoneDigits(value);
  return d.length > PHONE_LENGTH ? d : applyMask(MASKS.phone, d);
}

type BusinessPhoneKind = 'tollFree' | 'shared' | 'phone';

export function businessPhoneKind(value: string | null | undefined): BusinessPhoneKind {
  const d = digitsOf(value);
  if (/^0[358]00/.test(d)) return 'tollFree';
  if (d.startsWith('4004')) return 'shared';
  return 'phone';
}

/** Max length of the formatted business phone: 13 (0800/0300/0500), 9 (4004), 16 otherwise. */
export const BUSINESS_MAX = { tollFree: 13, shared: 9, phone: 16 } as const;

/**
 * Formats a business phone as it is typed: 0800-123-4567, 4004-1234, (11) 9-8765-4321
 * for mobiles or (11) 3322-4455 for landlines (a pasted country code or trunk zero dropped).
 * More digits than the number holds are shown as typed, never cut, and the rule refuses them.
 */
export function formatBusinessPhone(value: string | null | undefined): string {
  const raw = digitsOf(value);
  const kind = businessPhoneKind(raw);
  const d = kind === 'phone' ? nationalPhoneDigits(raw, [10, 11]) : raw;
  const max = kind === 'tollFree' ? 11 : kind === 'shared' ? 8 : PHONE_LENGTH;
  if (d.length > max) return d;
  if (kind === 'tollFree') return applyMask(MASKS.businessTollFree, d);
  if (kind === 'shared') return applyMask(MASKS.businessShared, d);
  if (d.length > 10 || d[2] === '9') return applyMask(MASKS.businessMobile, d);
  return applyMask(MASKS.businessLandline, d);
}
