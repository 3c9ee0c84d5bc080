/** Brazil's country code, which wa.me and tel: links need before the area code. */
const COUNTRY = '55';

/**
 * A Brazilian phone as international digits: 10 or 11 digits (area code and number) gain 55; 12
 * or 13 digits that already start with 55 stay; anything else is no usable phone (null).
 */
export function internationalPhone(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length === 10 || digits.length === 11) return `${COUNTRY}${digits}`;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith(COUNTRY)) return digits;
  return null;
}

/** https://wa.me/55<digits>?text=<greeting>: a chat with the buyer, the greeting typed in; null without a usable phone. */
export function whatsAppLink(phone: string | null | undefined, greeting: string): string | null {
  const number = internationalPhone(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(greeting)}` : null;
}

/** tel:+55<digits>, or null without a usable phone. */
export function telLink(phone: string | null | undefined): string | null {
  const number = internationalPhone(phone);
  return number ? `tel:+${number}` : null;
}

/** The buyer's first name, for a greeting ('Ana Ribeiro' -> 'Ana'). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
