import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aPart, startTinyDb } from '@pecaja/simulated-api/builders';
import { server } from '@pecaja/simulated-api/node';
import { recentlyViewed } from '@/stores/recently-viewed';
import { renderApp } from '../support/render';
import { setScreenWidth } from '../support/viewport';

/** Two listed parts, alone in the simulated API's database. */
function publicParts() {
  const parts = [aPart({ part_name: 'Amortecedor Fiat Uno', is_new: false }), aPart({ part_name: 'Farol Chevrolet Onix' })];
  startTinyDb({ products: parts });
  return parts;
}

describe('recently viewed', () => {
  it('an opened product page is remembered first, once', async () => {
    const [a, b] = publicParts();
    recentlyViewed.record({ url: b.url, description: b.part_name, value: b.price, image: '' }, 1);
    recentlyViewed.record({ url: a.url, description: a.part_name, value: a.price, image: '' }, 2);
    renderApp(`/product/${b.url}`);
    await screen.findByRole('heading', { level: 1, name: b.part_name });
    await waitFor(() => expect(recentlyViewed.list().map((p) => p.url)).toEqual([b.url, a.url]));
    expect(recentlyViewed.list()[0]).toMatchObject({ description: b.part_name, value: b.price, condition: b.is_new ? 'PRODUCT_NEW' : 'PRODUCT_USED' });
  });

  it("a home that cannot load (offline) still shows the parts viewed before, under its error view with 'Tentar novamente'", async () => {
    setScreenWidth(1280);
    const [a] = publicParts();
    recentlyViewed.record({ url: a.url, description: 'Peça vista antes', value: 10, image: '', condition: 'PRODUCT_USED' }, 1);
    server.use(http.get('/api/home', () => HttpResponse.error()));
    renderApp('/home');
    const view = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(view).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    const row = await screen.findByRole('region', { name: 'Vistos recentemente' });
    expect(within(row).getByRole('link', { name: 'Peça vista antes' })).toHaveAttribute('href', `/product/${a.url}`);
  });

  it('a first-time visitor gets no row', async () => {
    setScreenWidth(1280);
    renderApp('/home');
    await screen.findByRole('region', { name: 'Mais vistos' });
    expect(screen.queryByRole('region', { name: 'Vistos recentemente' })).not.toBeInTheDocument();
  });

  it("a returning visitor sees 'Vistos recentemente' above the most viewed, most recent first; 'Limpar' empties it", async () => {
    setScreenWidth(375);
    const [a, b] = publicParts();
    recentlyViewed.record({ url: a.url, description: 'Peça vista antes', value: 10, image: '', condition: 'PRODUCT_USED' }, 1);
    recentlyViewed.record({ url: b.url, description: 'Peça vista por último', value: 20, image: '', condition: 'PRODUCT_NEW' }, 2);
    const { user } = renderApp('/home');
    const row = await screen.findByRole('region', { name: 'Vistos recentemente' });
    const mostViewed = await screen.findByRole('region', { name: 'Mais vistos' });
    expect(row.compareDocumentPosition(mostViewed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const links = within(within(row).getByRole('list', { name: 'Peças vistas recentemente' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Peça vista por último', 'Peça vista antes']);
    expect(links[0]).toHaveAttribute('href', `/product/${b.url}`);
    expect(within(row).getByText('R$ 20,00')).toBeInTheDocument();
    expect(within(row).getAllByRole('button', { name: 'Adicionar aos favoritos' })).toHaveLength(2);

    await user.click(within(row).getByRole('button', { name: 'Limpar' }));
    expect(screen.queryByRole('region', { name: 'Vistos recentemente' })).not.toBeInTheDocument();
    expect(recentlyViewed.list()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Mais vistos' })).toHaveFocus();
  });
});
