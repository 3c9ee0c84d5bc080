import { describe, expect, it } from 'vitest';
import type { AdmProduct } from '@/features/adm-products/shared/api/adm-products';
import { adjustPrice, parsePercent, parseQuantity, planBulkEdit, PREVIEW_ROWS } from '@/features/adm-products/bulk-plan';

function product(id: number, price: number, quantity = 2): AdmProduct {
  return { id, part_name: `Peça ${id}`, image: '', is_new: true, price, quantity, status: 'ACTIVE' };
}

describe('adjustPrice', () => {
  it('moves a price by a percentage, rounded to the cent with half a cent up', () => {
    expect(adjustPrice(19.99, 10)).toBe(21.99);
    expect(adjustPrice(10.05, 10)).toBe(11.06);
    expect(adjustPrice(100, -10)).toBe(90);
    expect(adjustPrice(33.33, 7.5)).toBe(35.83);
    expect(adjustPrice(1234.56, -12.34)).toBe(1082.22);
    expect(adjustPrice(0.1, 200)).toBe(0.3);
    expect(adjustPrice(0.03, -50)).toBe(0.02);
  });
});

describe('parsePercent and parseQuantity', () => {
  it('reads signed percentages with a comma or a dot and at most two decimals', () => {
    expect(parsePercent('10')).toBe(10);
    expect(parsePercent('+7,5')).toBe(7.5);
    expect(parsePercent('-12.25 %')).toBe(-12.25);
    expect(parsePercent('0')).toBeNull();
    expect(parsePercent('-91')).toBeNull();
    expect(parsePercent('1001')).toBeNull();
    expect(parsePercent('1.234')).toBeNull();
    expect(parsePercent('dez')).toBeNull();
    expect(parsePercent('')).toBeNull();
  });

  it('reads whole quantities from 0 to the largest stock', () => {
    expect(parseQuantity('0')).toBe(0);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('99999')).toBe(99999);
    expect(parseQuantity('100000')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });
});

describe('planBulkEdit', () => {
  const selection = [
    product(1, 100, 0),
    product(2, 19.99, 3),
    product(3, 50, 5),
    product(4, 10, 1),
    product(5, 9_500_000, 2),
    product(6, 1, 9),
    product(7, 2, 2),
  ];

  it('previews the first rows before -> after in list order, and sends only valid changes', () => {
    const plan = planBulkEdit(selection, { kind: 'price', percent: 10 });
    expect(plan.total).toBe(7);
    expect(PREVIEW_ROWS).toBe(5);
    expect(plan.preview.map((c) => [c.product.id, c.before, c.after])).toEqual([
      [1, 100, 110],
      [2, 19.99, 21.99],
      [3, 50, 55],
      [4, 10, 11],
      [5, 9_500_000, 10_450_000],
    ]);
    // Product 1 has no stock (a price goes with the whole product, whose stock must be at least 1),
    // and 10.450.000 is above the highest price: both reported, not sent.
    expect(plan.invalid.map((c) => [c.product.id, c.problem])).toEqual([
      [1, 'outOfStock'],
      [5, 'priceOutOfRange'],
    ]);
    expect(plan.send.map((c) => c.product.id)).toEqual([2, 3, 4, 6, 7]);
    expect(plan.unchanged).toEqual([]);
  });

  it('sets one stock quantity, skipping products already at it', () => {
    const plan = planBulkEdit(selection, { kind: 'stock', quantity: 2 });
    expect(plan.send.map((c) => [c.product.id, c.before, c.after])).toEqual([
      [1, 0, 2],
      [2, 3, 2],
      [3, 5, 2],
      [4, 1, 2],
      [6, 9, 2],
    ]);
    expect(plan.unchanged.map((c) => c.product.id)).toEqual([5, 7]);
    expect(plan.invalid).toEqual([]);
  });

  it('a price that would round to nothing is not sent', () => {
    const plan = planBulkEdit([product(1, 0.01)], { kind: 'price', percent: -90 });
    expect(plan.invalid.map((c) => [c.after, c.problem])).toEqual([[0, 'priceOutOfRange']]);
    expect(plan.send).toEqual([]);
  });
});
