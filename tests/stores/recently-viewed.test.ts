import { act, renderHook } from '@testing-library/react';
import { storageKeys } from '@/lib/storage-keys';
import { hasRecentlyViewed } from '@/components/recently-viewed/row-slot';
import { RECENT_MAX, recentlyViewed, useRecentlyViewed } from '@/stores/recently-viewed';
import { session } from '@/stores/session';
import { loginAs } from '../support/session';

const part = (n: number) => ({ url: `peca-${n}`, description: `Peça ${n}`, value: n, image: '', condition: 'PRODUCT_USED' });

describe('recently viewed store', () => {
  it('keeps the last 12 product pages, most recent first, each once', () => {
    for (let n = 1; n <= 14; n++) recentlyViewed.record(part(n), n);
    recentlyViewed.record(part(10), 99);
    const urls = recentlyViewed.list().map((p) => p.url);
    expect(RECENT_MAX).toBe(12);
    expect(urls).toEqual(['peca-10', 'peca-14', 'peca-13', 'peca-12', 'peca-11', 'peca-9', 'peca-8', 'peca-7', 'peca-6', 'peca-5', 'peca-4', 'peca-3']);
    expect(recentlyViewed.list()[0]).toEqual({ url: 'peca-10', description: 'Peça 10', value: 10, image: '', condition: 'PRODUCT_USED', viewedAt: 99 });
  });

  it('empties with clear (a visitor who cleared it is a first-time visitor again)', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    expect(hasRecentlyViewed()).toBe(false);
    act(() => recentlyViewed.record(part(1)));
    expect(result.current.map((p) => p.url)).toEqual(['peca-1']);
    expect(hasRecentlyViewed()).toBe(true);
    act(() => recentlyViewed.clear());
    expect(result.current).toEqual([]);
    expect(hasRecentlyViewed()).toBe(false);
    expect(localStorage.getItem(storageKeys.recentlyViewed)).toBeNull();
  });

  it('reads a corrupt or oversized stored list safely', () => {
    localStorage.setItem(storageKeys.recentlyViewed, '[[[');
    expect(recentlyViewed.list()).toEqual([]);
    localStorage.setItem(storageKeys.recentlyViewed, JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ ...part(i), viewedAt: i }))));
    expect(recentlyViewed.list()).toHaveLength(12);
  });

  it('is kept through a logout', () => {
    loginAs('buyer');
    recentlyViewed.record(part(1));
    session.logout();
    expect(recentlyViewed.list().map((p) => p.url)).toEqual(['peca-1']);
  });
});
