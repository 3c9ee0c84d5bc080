import { describe, expect, it } from 'vitest';
import { missingProductFields, productLimitProblems, type ProductRuleValues } from '@/features/adm-products/product-rules';

const part: ProductRuleValues = {
  part_name: 'Farol dianteiro',
  code: 'FD-100',
  manufacturer: 'Arteb',
  brand: 'Volkswagen',
  model: 'Gol',
  description: 'Farol esquerdo, sem trincas.',
  price: 250.5,
  quantity: 2,
};

describe('part rules shared by the form and the import', () => {
  it('a complete part misses nothing and passes every bound', () => {
    expect(missingProductFields(part, 1, true)).toEqual([]);
    expect(productLimitProblems(part)).toEqual({});
  });

  it('names blank texts, a price of zero, a quantity under 1 or not whole, and no photo when photos are needed', () => {
    const blank = { ...part, part_name: '  ', description: '', price: 0, quantity: 0.5 };
    expect(missingProductFields(blank, 0, true)).toEqual(['part_name', 'description', 'price', 'quantity', 'images']);
    expect(missingProductFields({ ...part, quantity: Number.NaN }, 0, false)).toEqual(['quantity']);
  });

  it('gives the catalogue code of each value past its bound', () => {
    const over = { ...part, part_name: 'x'.repeat(121), code: 'c'.repeat(61), price: 10_000_000, quantity: 100_000 };
    expect(productLimitProblems(over)).toEqual({
      part_name: 'PRODUCT_PART_NAME_TOO_LONG',
      code: 'PRODUCT_CODE_TOO_LONG',
      price: 'PRODUCT_PRICE_TOO_HIGH',
      quantity: 'PRODUCT_QUANTITY_TOO_HIGH',
    });
  });

  it('refuses a text that begins as a formula ("=" after any spaces or invisible characters), in the form and the import alike', () => {
    const formulas = { ...part, part_name: '=HYPERLINK("http://x.example")', manufacturer: ' =1+1', model: '\u200b=A1', description: 'Rosca 1/2" = 12,7 mm' };
    expect(productLimitProblems(formulas)).toEqual({
      part_name: 'PRODUCT_PART_NAME_FORMULA',
      manufacturer: 'PRODUCT_MANUFACTURER_FORMULA',
      model: 'PRODUCT_MODEL_FORMULA',
    });
  });
});
