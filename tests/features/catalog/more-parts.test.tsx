import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../../support/render';
import { setScreenWidth } from '../../support/viewport';

const publicCount = () => db().products.filter((p) => p.quantity > 0).length;

describe('more parts page', () => {
  // A large screen shows the filter sidebar; the small-screen test below sets its own width.
  const initialMatchMedia = window.matchMedia;
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => {
    window.matchMedia = initialMatchMedia;
  });

  it('loads page 1 with filter groups, the list and numbered pages', async () => {
    renderApp('/more_parts');
    const list = await screen.findByRole('list', { name: 'Peças' });
    expect(within(list).getAllByRole('article')).toHaveLength(24);
    const sidebar = screen.getByRole('complementary', { name: 'Filtros' });
    for (const group of ['Marca', 'Modelo', 'Tipo de peça', 'Condição', 'Origem']) {
      expect(within(sidebar).getByRole('group', { name: group })).toBeInTheDocument();
    }
    const pages = Math.ceil(publicCount() / 24);
    const pager = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(pager).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: `Página ${pages}` })).toBeInTheDocument();
    // Large screens: sidebar, no Filtrar button (that is the small-screen way in).
    expect(screen.queryByRole('button', { name: 'Filtrar' })).not.toBeInTheDocument();
    expect(document.title).toBe('Mais peças | PeçaJá');
  });

  it('ticking a filter posts the selection, puts it in the URL and goes back to page 1', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/more-parts/'))
        bodies.push({ url: new URL(request.url).pathname, body: await request.clone().json() });
    });
    const { user, router } = renderApp('/more_parts?page=2');
    const sidebar = await screen.findByRole('complementary', { name: 'Filtros' });
    await user.click(within(within(sidebar).getByRole('group', { name: 'Marca' })).getByRole('checkbox', { name: 'Fiat' }));
    await waitFor(() => expect(router.state.location.search).toBe('?marca=Fiat'));
    await user.click(within(within(sidebar).getByRole('group', { name: 'Condição' })).getByRole('checkbox', { name: 'Novo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?marca=Fiat&condicao=Novo'));
    const expected = db().products.filter((p) => p.quantity > 0 && p.brand === 'Fiat' && p.is_new).length;
    expect(await screen.findByText(`${expected} peças encontradas`)).toBeInTheDocument();
    await waitFor(() => expect(bodies).toContainEqual({ url: '/api/more-parts/1', body: { condicao: ['Novo'], marca: ['Fiat'] } }));
    expect(bodies).toContainEqual({ url: '/api/more-parts/2', body: {} });
    server.events.removeAllListeners();
  });

  it('a shared filtered URL opens with its filters ticked and its page', async () => {
    renderApp('/more_parts?page=2&marca=Ford');
    const sidebar = await screen.findByRole('complementary', { name: 'Filtros' });
    await waitFor(() => expect(within(within(sidebar).getByRole('group', { name: 'Marca' })).getByRole('checkbox', { name: 'Ford' })).toBeChecked());
    const pager = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(pager).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Página 3' })).toHaveAttribute('href', '/more_parts?page=3&marca=Ford');
  });

  it('hides the pagination when everything fits on one page', async () => {
    db().products.forEach((p, i) => {
      if (i >= 10) p.quantity = 0;
    });
    renderApp('/more_parts');
    expect(await screen.findByText('10 peças encontradas')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas' })).not.toBeInTheDocument();
  });

  it('shows the generic fallback when the first load fails', async () => {
    server.use(http.get('/api/more-parts/1', () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 })));
    renderApp('/more_parts');
    expect(await screen.findByText('Desculpe-nos! Não foi possível carregar os dados neste momento.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('a failed filtering keeps the list and shows the red toast for 5 seconds', async () => {
    server.use(http.post('/api/more-parts/:page', () => HttpResponse.json({ success: false, response: 'BAD_REQUEST' }, { status: 400 })));
    const { user } = renderApp('/more_parts');
    const sidebar = await screen.findByRole('complementary', { name: 'Filtros' });
    await user.click(within(within(sidebar).getByRole('group', { name: 'Marca' })).getByRole('checkbox', { name: 'Fiat' }));
    const toastText = await screen.findByText('Desculpe-nos! Não foi possível carregar os dados neste momento.');
    expect(toastText.closest('.toast')).toHaveClass('bg-danger');
    expect(screen.getByRole('list', { name: 'Peças' })).toBeInTheDocument();
  });

  it('a filter with no parts says so', async () => {
    server.use(
      http.post('/api/more-parts/:page', () =>
        HttpResponse.json({ success: true, response: { moreparts: [], filters: [{ name: 'marca', data: ['Fiat'] }], pagination: 0, limit: 24, page: 1 } }),
      ),
    );
    renderApp('/more_parts?marca=Fiat');
    expect(await screen.findByText('Desculpe-nos! Não foi possível carregar os dados neste momento.')).toBeInTheDocument();
  });

  it('on small screens the filters open in a modal behind Filtrar', async () => {
    setScreenWidth(375);
    const { user, router } = renderApp('/more_parts');
    await user.click(await screen.findByRole('button', { name: 'Filtrar' }));
    expect(screen.queryByRole('complementary', { name: 'Filtros' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(within(within(dialog).getByRole('group', { name: 'Origem' })).getByRole('checkbox', { name: 'Importado' }));
    await waitFor(() => expect(router.state.location.search).toBe('?origem=Importado'));
    await user.click(within(dialog).getByRole('button', { name: 'Ver resultados' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
