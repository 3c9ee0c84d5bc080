import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useChainedSearchParams, useSearchParamsChain } from '@/lib/use-chained-search-params';
import { renderWithProviders } from '../support/render';

function set(key: string, value: string) {
  return (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    next.set(key, value);
    return next;
  };
}

let chained: ReturnType<typeof useChainedSearchParams>[1];
let plain: ReturnType<typeof useSearchParams>[1];

function Probe() {
  const [params, update] = useChainedSearchParams();
  const [, setParams] = useSearchParams();
  chained = update;
  plain = setParams;
  return <output>{params.toString()}</output>;
}

/** The chain on its own: the test plays the router, rendering an address under a navigation key. */
function chainOn(search: string) {
  const writes: string[] = [];
  const setParams = vi.fn((next: URLSearchParams) => void writes.push(next.toString()));
  const hook = renderHook(({ search, key }) => useSearchParamsChain(new URLSearchParams(search), key, setParams), { initialProps: { search, key: 'k0' } });
  return { ...hook, writes };
}

describe('useChainedSearchParams', () => {
  it('keeps two changes made before the first one re-rendered (plain useSearchParams drops the first)', async () => {
    const { router } = renderWithProviders(<Probe />, '/list?q=a');
    act(() => {
      plain((p) => set('sort', 'price')(p));
      plain((p) => set('origin', 'nacional')(p));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=a&origin=nacional'));

    act(() => {
      chained(set('sort', 'price'));
      chained(set('condition', 'usado'));
      chained(set('origin', 'importado'));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=a&origin=importado&sort=price&condition=usado'));
    expect(screen.getByRole('status')).toHaveTextContent('q=a&origin=importado&sort=price&condition=usado');
  });

  it('starts again from a URL it did not write (Back, a link)', async () => {
    const { router } = renderWithProviders(<Probe />, '/list?q=a');
    act(() => chained(set('sort', 'price')));
    await waitFor(() => expect(router.state.location.search).toBe('?q=a&sort=price'));
    await act(() => router.navigate('/list?q=b'));
    act(() => chained(set('dir', 'asc')));
    await waitFor(() => expect(router.state.location.search).toBe('?q=b&dir=asc'));
  });

  it('after Back, a change builds on the page Back opened, not on the newer one left behind', async () => {
    const { router } = renderWithProviders(<Probe />, '/list?q=a');
    act(() => chained(set('marca', 'Fiat')));
    await waitFor(() => expect(router.state.location.search).toBe('?q=a&marca=Fiat'));
    act(() => chained(set('modelo', 'Uno')));
    await waitFor(() => expect(router.state.location.search).toBe('?q=a&marca=Fiat&modelo=Uno'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?q=a&marca=Fiat'));
    act(() => chained(set('ano', '2012')));
    await waitFor(() => expect(router.state.location.search).toBe('?q=a&marca=Fiat&ano=2012'));
  });

  it('a change made after the first of two changes rendered, while the second is still on its way, keeps both', () => {
    // The router renders each navigation in its own transition, so the sort can render before the
    // condition written after it: the origin written then must build on the condition too.
    const { result, rerender, writes } = chainOn('');
    act(() => result.current(set('sort', 'price')));
    act(() => result.current(set('condition', 'usado')));
    rerender({ search: 'sort=price', key: 'k1' });
    act(() => result.current(set('origin', 'nacional')));
    expect(writes).toEqual(['sort=price', 'sort=price&condition=usado', 'sort=price&condition=usado&origin=nacional']);

    // Every write rendered: a re-render of the same address keeps it the base.
    rerender({ search: 'sort=price&condition=usado&origin=nacional', key: 'k3' });
    rerender({ search: 'sort=price&condition=usado&origin=nacional', key: 'k3' });
    act(() => result.current(set('dir', 'desc')));
    expect(writes.at(-1)).toBe('sort=price&condition=usado&origin=nacional&dir=desc');
  });

  it('a re-render without a navigation does not drop a change still on its way', () => {
    const { result, rerender, writes } = chainOn('q=a');
    act(() => result.current(set('sort', 'price')));
    rerender({ search: 'q=a', key: 'k0' });
    act(() => result.current(set('dir', 'asc')));
    expect(writes.at(-1)).toBe('q=a&sort=price&dir=asc');
  });
});
