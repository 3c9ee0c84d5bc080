import { act, renderHook } from '@testing-library/react';
import { storageKeys } from '@/lib/storage-keys';
import { favorites, useFavoriteCount, useFavorites, useIsFavorite } from '@/stores/favorites';
import { clearDraftsOf } from '@/stores/draft';
import { session } from '@/stores/session';
import { loginAs } from '../support/session';

const part = (n: number) => ({ url: `pastilha-de-freio-${n}`, description: `Pastilha de freio ${n}`, value: 100 + n, image: `https://cdn.example/p${n}.png` });
const stored = () => JSON.parse(localStorage.getItem(storageKeys.favorites) ?? 'null') as unknown;

describe('favourites store', () => {
  it('saves a snapshot (url, description, price, picture, saved-at), most recent first, each part once', () => {
    favorites.add(part(1), 1000);
    favorites.add(part(2), 2000);
    favorites.add({ ...part(1), value: 90 }, 3000);
    expect(favorites.list()).toEqual([
      { url: 'pastilha-de-freio-1', description: 'Pastilha de freio 1', value: 90, image: 'https://cdn.example/p1.png', savedAt: 3000 },
      { url: 'pastilha-de-freio-2', description: 'Pastilha de freio 2', value: 102, image: 'https://cdn.example/p2.png', savedAt: 2000 },
    ]);
    // Only the snapshot is written: nothing else a card or a product page carries.
    favorites.add({ ...part(3), rate: 5, condition: 'PRODUCT_NEW', uuid: 'x' } as Parameters<typeof favorites.add>[0], 4000);
    expect(Object.keys((stored() as object[])[0]).sort()).toEqual(['description', 'image', 'savedAt', 'url', 'value']);
  });

  it('toggles: a saved part is removed, an unsaved one saved', () => {
    expect(favorites.toggle(part(1))).toBe(true);
    expect(favorites.has('pastilha-de-freio-1')).toBe(true);
    expect(favorites.toggle(part(1))).toBe(false);
    expect(favorites.has('pastilha-de-freio-1')).toBe(false);
    expect(favorites.list()).toEqual([]);
  });

  it('reads what an earlier visit stored (a reload)', () => {
    localStorage.setItem(
      storageKeys.favorites,
      JSON.stringify([{ url: 'farol-gol-7', description: 'Farol Gol', value: 350, image: '/demo/farol.png', savedAt: 5 }]),
    );
    expect(favorites.list()).toEqual([{ url: 'farol-gol-7', description: 'Farol Gol', value: 350, image: '/demo/farol.png', savedAt: 5 }]);
    expect(favorites.has('farol-gol-7')).toBe(true);
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['another shape', '{"url":"farol-gol-7"}'],
    ['a list of other things', '[1, "x", null, [], {"description":"sem url"}]'],
  ])('reads %s as no favourites, without throwing', (_, raw) => {
    localStorage.setItem(storageKeys.favorites, raw);
    expect(favorites.list()).toEqual([]);
    favorites.add(part(1), 1);
    expect(favorites.list().map((f) => f.url)).toEqual(['pastilha-de-freio-1']);
  });

  it('keeps the usable entries of a tampered list and cleans their fields', () => {
    localStorage.setItem(
      storageKeys.favorites,
      JSON.stringify([
        { url: '../../adm/dashboard', description: 'leva a outra página' },
        { url: 'farol-gol-7', description: 42, value: 'caro', image: 'javascript:alert(1)', savedAt: 'ontem' },
        { url: 'farol-gol-7', description: 'repetido' },
        { url: 'retrovisor-9', description: 'Retrovisor', value: '120.5', image: `data:image/png;base64,${'A'.repeat(50)}`, savedAt: 9 },
      ]),
    );
    expect(favorites.list()).toEqual([
      { url: 'farol-gol-7', description: '', value: null, image: '', savedAt: 0 },
      { url: 'retrovisor-9', description: 'Retrovisor', value: 120.5, image: '', savedAt: 9 },
    ]);
  });

  it('updates every screen when another tab changes the list (storage event)', () => {
    const { result } = renderHook(() => ({ list: useFavorites(), count: useFavoriteCount(), saved: useIsFavorite('farol-gol-7') }));
    expect(result.current).toEqual({ list: [], count: 0, saved: false });
    act(() => {
      localStorage.setItem(storageKeys.favorites, JSON.stringify([{ url: 'farol-gol-7', description: 'Farol Gol', value: 350, image: '', savedAt: 5 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.favorites }));
    });
    expect(result.current.count).toBe(1);
    expect(result.current.saved).toBe(true);
    act(() => favorites.remove('farol-gol-7'));
    expect(result.current).toEqual({ list: [], count: 0, saved: false });
  });

  it('still works for the visit when the browser refuses to store', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      favorites.add(part(1), 1);
      expect(favorites.has('pastilha-de-freio-1')).toBe(true);
    } finally {
      setItem.mockRestore();
      // A write that the browser takes again ends the in-memory stand-in.
      favorites.remove('pastilha-de-freio-1');
    }
    expect(localStorage.getItem(storageKeys.favorites)).toBe('[]');
  });

  it('is kept through a logout (only the session, its phone, avatar and drafts go)', () => {
    loginAs('buyer');
    favorites.add(part(1), 1);
    const user = session.user;
    clearDraftsOf(user?.phone ?? '');
    session.logout();
    expect(session.user).toBeNull();
    expect(favorites.list().map((f) => f.url)).toEqual(['pastilha-de-freio-1']);
  });
});
