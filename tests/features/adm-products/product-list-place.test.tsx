import { act, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@pecaja/simulated-api/types';
import { renderApp } from '../../support/render';
import { openShop, partsInList } from '../../support/shop';
import { everyTestBuildsItsDb } from '../../support/own-db';

// Each test below builds its own small database: the demo data is not made for it.
everyTestBuildsItsDb();

let shop: User;
// A small shop of its own (tests/support/shop.ts), logged in, instead of the demo data's.
beforeEach(() => {
  shop = openShop().shop;
});

describe('product list keeps its place', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('the filter lives in the URL (one entry, however many letters), so a shared or reloaded list opens filtered', async () => {
    const word = partsInList(shop)[0].part_name.split(' ')[0];
    const matching = partsInList(shop).filter((p) => p.part_name.toLowerCase().includes(word.toLowerCase())).length;
    const { user, router } = renderApp('/adm/productList');
    const field = await screen.findByLabelText('Filtrar produtos');
    await user.type(field, word);
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent(word).replace(/%20/g, '+')}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(`${matching} de ${partsInList(shop).length} produtos`)).toBeInTheDocument();
  });

  it('opening a filtered URL shows the filter and its result', async () => {
    const name = partsInList(shop)[0].part_name;
    renderApp(`/adm/productList?q=${encodeURIComponent(name)}`);
    expect(await screen.findByLabelText('Filtrar produtos')).toHaveValue(name);
    expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^\\d+ de ${partsInList(shop).length} produtos$`))).toBeInTheDocument();
  });

  it('edit, then Back: the list comes back with its filter and at the place it was scrolled to', async () => {
    const product = partsInList(shop)[0];
    const word = product.part_name.split(' ')[0];
    const { user, router } = renderApp('/adm/productList');
    await user.type(await screen.findByLabelText('Filtrar produtos'), word);
    await waitFor(() => expect(router.state.location.search).not.toBe(''));
    const listSearch = router.state.location.search;

    Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true });
    const card = (await screen.findByRole('heading', { name: product.part_name, level: 2 })).closest('[data-testid="adm-product-card"]') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: `Opções de ${product.part_name}` }));
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/productUpdate'));
    expect(await screen.findByLabelText('Nome da peça')).toHaveValue(product.part_name);

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/adm/productList');
    expect(router.state.location.search).toBe(listSearch);
    expect(await screen.findByLabelText('Filtrar produtos')).toHaveValue(word);
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ top: 1234 }));
  });
});
