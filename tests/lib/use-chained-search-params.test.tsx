import { act, screen, waitFor } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useChainedSearchParams } from '@/lib/use-chained-search-params';
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
});
