import { describe, expect, it } from 'vitest';
import type { AdmProduct } from '@/features/adm-products/shared/api/adm-products';
import {
  applyListView,
  DEFAULT_VIEW,
  filterProducts,
  isFiltered,
  listViewParams,
  LOW_STOCK_MAX,
  readListView,
  sortProducts,
  type ListView,
} from '@/features/adm-products/list-view';

function product(id: number, over: Partial<AdmProduct> = {}): AdmProduct {
  return {
    id,
    part_name: `Peça ${id}`,
    image: '',
    is_new: true,
    price: 100,
    quantity: 5,
    status: 'ACTIVE',
    created_at: `2026-01-${String(id).padStart(2, '0')}T10:00:00-03:00`,
    code: '',
    is_national: true,
    ...over,
  };
}

const view = (over: Partial<ListView> = {}): ListView => ({ ...DEFAULT_VIEW, ...over });
const ids = (list: AdmProduct[]) => list.map((p) => p.id);

describe('list view in the URL', () => {
  it('reads every parameter, and unknown values as the default', () => {
    expect(readListView(new URLSearchParams('q=freio&sort=price&dir=asc&condition=usado&origin=importado&stock=baixo&status=pausado'))).toEqual({
      q: 'freio',
      sort: 'price',
      dir: 'asc',
      condition: 'usado',
      origin: 'importado',
      stock: 'baixo',
      status: 'pausado',
    });
    expect(readListView(new URLSearchParams('sort=views&dir=up&condition=x&origin=&stock=muito&status=1'))).toEqual(DEFAULT_VIEW);
    expect(readListView(new URLSearchParams(''))).toEqual(DEFAULT_VIEW);
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    expect(listViewParams(DEFAULT_VIEW).toString()).toBe('');
    expect(listViewParams(view({ sort: 'name', dir: 'asc', stock: 'sem' })).toString()).toBe('sort=name&dir=asc&stock=sem');
    expect(listViewParams(view({ dir: 'asc' })).toString()).toBe('sort=date&dir=asc');
    expect(listViewParams(view({ sort: 'price' })).toString()).toBe('sort=price&dir=desc');
    expect(listViewParams(view({ q: 'filtro de óleo' }), new URLSearchParams('q=old&tab=2')).toString()).toBe('tab=2&q=filtro+de+%C3%B3leo');
  });

  it('reads back what it wrote', () => {
    const v = view({ q: 'pastilha', sort: 'stock', dir: 'desc', condition: 'novo', origin: 'nacional', stock: 'baixo', status: 'ativo' });
    expect(readListView(listViewParams(v))).toEqual(v);
  });

  it('counts text and filters as filtering, not sorting', () => {
    expect(isFiltered(view({ sort: 'price', dir: 'asc' }))).toBe(false);
    expect(isFiltered(view({ q: '  ' }))).toBe(false);
    expect(isFiltered(view({ q: 'a' }))).toBe(true);
    expect(isFiltered(view({ status: 'pausado' }))).toBe(true);
  });
});

describe('applyListView', () => {
  // Newest first, as the server lists.
  const list = [
    product(4, { part_name: 'Amortecedor dianteiro', price: 250, quantity: 0, is_new: false, code: '5U0-941.005', created_at: '2026-01-04T10:00:00Z' }),
    product(3, { part_name: 'Bomba de água', price: 89.9, quantity: 3, is_national: false, status: 'PAUSED', created_at: '2026-01-03T10:00:00Z' }),
    product(2, { part_name: 'Árvore de comando', price: 1200, quantity: 1, code: 'AC-77', created_at: '2026-01-02T10:00:00Z' }),
    product(1, { part_name: 'Filtro de óleo', price: 25, quantity: 40, is_new: false, is_national: false, created_at: '2026-01-01T10:00:00Z' }),
  ];

  it('sorts by date, price, stock and name both ways', () => {
    expect(ids(applyListView(list, view()))).toEqual([4, 3, 2, 1]);
    expect(ids(applyListView(list, view({ dir: 'asc' })))).toEqual([1, 2, 3, 4]);
    expect(ids(applyListView(list, view({ sort: 'price', dir: 'asc' })))).toEqual([1, 3, 4, 2]);
    expect(ids(applyListView(list, view({ sort: 'price', dir: 'desc' })))).toEqual([2, 4, 3, 1]);
    expect(ids(applyListView(list, view({ sort: 'stock', dir: 'asc' })))).toEqual([4, 2, 3, 1]);
    expect(ids(applyListView(list, view({ sort: 'stock', dir: 'desc' })))).toEqual([1, 3, 2, 4]);
    // Accents do not push 'Árvore' after 'Bomba'.
    expect(ids(applyListView(list, view({ sort: 'name', dir: 'asc' })))).toEqual([4, 2, 3, 1]);
    expect(ids(applyListView(list, view({ sort: 'name', dir: 'desc' })))).toEqual([1, 3, 2, 4]);
  });

  it('keeps the server order for equal values and for dates it did not send', () => {
    const same = [product(9, { price: 10 }), product(8, { price: 10 }), product(7, { price: 5 })];
    expect(ids(applyListView(same, view({ sort: 'price', dir: 'desc' })))).toEqual([9, 8, 7]);
    const undated = list.map((p) => ({ ...p, created_at: undefined }));
    expect(ids(applyListView(undated, view()))).toEqual([4, 3, 2, 1]);
    expect(ids(applyListView(undated, view({ dir: 'asc' })))).toEqual([1, 2, 3, 4]);
  });

  it('filters by condition, origin, stock and status', () => {
    expect(ids(applyListView(list, view({ condition: 'novo' })))).toEqual([3, 2]);
    expect(ids(applyListView(list, view({ condition: 'usado' })))).toEqual([4, 1]);
    expect(ids(applyListView(list, view({ origin: 'nacional' })))).toEqual([4, 2]);
    expect(ids(applyListView(list, view({ origin: 'importado' })))).toEqual([3, 1]);
    expect(ids(applyListView(list, view({ stock: 'sem' })))).toEqual([4]);
    expect(LOW_STOCK_MAX).toBe(3);
    expect(ids(applyListView(list, view({ stock: 'baixo' })))).toEqual([3, 2]);
    expect(ids(applyListView(list, view({ status: 'pausado' })))).toEqual([3]);
    expect(ids(applyListView(list, view({ status: 'ativo' })))).toEqual([4, 2, 1]);
    expect(ids(applyListView(list, view({ condition: 'usado', origin: 'importado' })))).toEqual([1]);
  });

  it('matches the text against the name (accents and case ignored) and the code (spaces, dots and dashes ignored)', () => {
    expect(ids(applyListView(list, view({ q: 'OLEO' })))).toEqual([1]);
    expect(ids(applyListView(list, view({ q: 'arvore' })))).toEqual([2]);
    expect(ids(applyListView(list, view({ q: '5u0941005' })))).toEqual([4]);
    expect(ids(applyListView(list, view({ q: '941 005' })))).toEqual([4]);
    expect(ids(applyListView(list, view({ q: 'ac-77' })))).toEqual([2]);
    expect(ids(applyListView(list, view({ q: 'zzz' })))).toEqual([]);
    // Punctuation alone matches no code.
    expect(ids(applyListView(list, view({ q: '-' })))).toEqual([]);
  });

  it('cannot filter by origin when the server did not send it', () => {
    const bare = list.map((p) => ({ ...p, is_national: undefined }));
    expect(applyListView(bare, view({ origin: 'nacional' }))).toEqual([]);
    expect(applyListView(bare, view())).toHaveLength(4);
  });

  it('sorts 10,000 products quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => product(i + 1, { part_name: `Peça ${(i * 7919) % 10_000}`, price: (i * 31) % 997 }));
    const started = performance.now();
    applyListView(many, view({ sort: 'name', dir: 'asc', q: 'peça' }));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('sorts a list once per order: typing only narrows the sorted list', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => product(i + 1, { part_name: `Peça ${(i * 7919) % 10_000}`, price: (i * 31) % 997 }));
    const byName = sortProducts(many, 'name', 'asc');
    expect(sortProducts(many, 'name', 'asc')).toBe(byName);
    expect(sortProducts(many, 'name', 'desc')).not.toBe(byName);
    // A new list (a refetch) sorts again.
    expect(sortProducts([...many], 'name', 'asc')).not.toBe(byName);
    const started = performance.now();
    for (const q of ['p', 'pe', 'pec', 'peça', 'peça 1', 'peça 12']) filterProducts(byName, view({ sort: 'name', dir: 'asc', q }));
    expect(performance.now() - started).toBeLessThan(500);
    expect(ids(filterProducts(byName, view({ q: 'peça 12' })))).toEqual(ids(applyListView(many, view({ sort: 'name', dir: 'asc', q: 'peça 12' }))));
  });
});
