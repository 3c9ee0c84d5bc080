import { describe, expect, it } from 'vitest';
import { digitsOfPrice, formatPriceDigits, priceDigits, priceValue } from '@/features/adm-products/price';

describe('price input', () => {
  it("shows '123456' as '1.234,56' and sends 1234.56", () => {
    expect(formatPriceDigits('123456')).toBe('1.234,56');
    expect(priceValue('123456')).toBe(1234.56);
  });
  it("shows under 3 digits as '0,NN'", () => {
    expect(formatPriceDigits('5')).toBe('0,05');
    expect(formatPriceDigits('12')).toBe('0,12');
    expect(formatPriceDigits('123')).toBe('1,23');
  });
  it('keeps only digits and drops leading zeros', () => {
    expect(priceDigits('R$ 1.234,56')).toBe('123456');
    expect(priceDigits('0,012')).toBe('12');
    expect(formatPriceDigits('abc')).toBe('');
    expect(priceValue('')).toBe(0);
  });
  it('separates thousands with dots', () => {
    expect(formatPriceDigits('100000000')).toBe('1.000.000,00');
    expect(formatPriceDigits('99999')).toBe('999,99');
  });
  it('turns a server price back into digits', () => {
    expect(digitsOfPrice(1234.5)).toBe('123450');
    expect(digitsOfPrice(0.1)).toBe('10');
    expect(digitsOfPrice(0)).toBe('');
  });
});
