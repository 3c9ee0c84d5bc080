/** The product price input: digits only, the last two are cents; sent as a number (digits / 100). */

/** Digits of what was typed, without leading zeros ('' when nothing meaningful is left). */
export function priceDigits(input: string): string {
  return input.replace(/\D/g, '').replace(/^0+/, '');
}

/** '123456' -> '1.234,56'; under 3 digits '0,NN' ('5' -> '0,05'); '' -> ''. */
export function formatPriceDigits(digits: string): string {
  const d = priceDigits(digits);
  if (!d) return '';
  const padded = d.padStart(3, '0');
  const cents = padded.slice(-2);
  const units = padded.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${units},${cents}`;
}

/** The number sent to the server: digits divided by 100. */
export function priceValue(digits: string): number {
  const d = priceDigits(digits);
  return d ? Number(d) / 100 : 0;
}

/** A price from the server (1234.5) as the input's digits ('123450'). */
export function digitsOfPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return '';
  return String(Math.round(price * 100));
}
