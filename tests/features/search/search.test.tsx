import { onTestFinished } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@pecaja/simulated-api/node';
import { searchProducts } from '@pecaja/simulated-api/handlers/catalog';
import { db } from '@pecaja/simulated-api/db';
import { renderApp } from '../../support/render';
import { watchRequests } from '../../support/requests';

const matches = (term: string) =>
  searchProducts(
    term,
    db().products.filter((p) => p.quantity > 0),
  ).length;

async function searchBox() {
  return (await screen.findAllByRole('combobox', { name: 'Buscar peças' }))[0];
}

describe('search results page', () => {
  it('shows "{n} produtos encontrados" for the term passed in navigation state', async () => {
    renderApp('/search/filtro_de_óleo', { state: { term: 'Filtro de óleo' } });
    const n = matches('Filtro de óleo');
    expect(await screen.findByText(`${n} produtos encontrados`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados para “Filtro de óleo”');
    expect(within(screen.getByRole('list', { name: 'Resultados da busca' })).getAllByRole('article')).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'Mostrar mais produtos' })).toBeInTheDocument();
    expect(document.title).toBe('Busca: Filtro de óleo | PeçaJá');
  });

  it('recovers the term from the URL on a direct visit, accent- and case-insensitive', async () => {
    renderApp(`/search/${encodeURIComponent('suspensão_dianteira')}`);
    const n = matches('suspensao dianteira');
    expect(n).toBeGreaterThan(0);
    expect(await screen.findByText(`${n} produtos encontrados`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('suspensão dianteira');
  });

  it('an empty result suggests fewer words, the singular and the categories, with links', async () => {
    const { user, router } = renderApp('/search/xyzzy_peças', { state: { term: 'xyzzy peças' } });
    expect(await screen.findByText('0 produtos encontrados')).toBeInTheDocument();
    expect(screen.queryByText('Ainda não há dados para exibir neste momento.')).not.toBeInTheDocument();
    expect(screen.getByText('Nada encontrado para “xyzzy peças”. Tente:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'xyzzy' })).toHaveAttribute('href', '/search/xyzzy');
    expect(screen.getByRole('link', { name: 'xyzzy peça' })).toHaveAttribute('href', '/search/xyzzy_pe%C3%A7a');
    const category = await screen.findByRole('link', { name: 'Freios' });
    expect(category).toHaveAttribute('href', '/more_parts?tipo=Freios');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Mais peças' })).toHaveAttribute('href', '/more_parts');
    await user.click(screen.getByRole('link', { name: 'xyzzy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/xyzzy'));
    expect(await screen.findByRole('heading', { name: 'Resultados para “xyzzy”' })).toBeInTheDocument();
  });

  it('a plural finds what its singular finds', async () => {
    renderApp('/search/amortecedores');
    const n = matches('amortecedor');
    expect(n).toBeGreaterThan(0);
    expect(await screen.findByText(`${n} produtos encontrados`)).toBeInTheDocument();
  });

  it('shows the error view and a red toast when the call fails', async () => {
    server.use(http.post('/api/search-result', () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 })));
    renderApp('/search/farol');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Desculpe-nos! Não foi possível carregar os dados neste momento.')).toBeInTheDocument();
    expect(screen.getByText('O servidor encontrou um erro. Tente novamente em instantes.').closest('.toast')).toHaveClass('bg-danger');
  });
});

describe('search box', () => {
  it('has its placeholder and sends the slug with the original term in state', async () => {
    const { user, router } = renderApp('/about');
    const input = await searchBox();
    expect(input).toHaveAttribute('placeholder', 'Digite aqui o nome da peça que procura');
    await user.type(input, 'Suspensão Dianteira!{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/suspens%C3%A3o_dianteira'));
    expect(router.state.location.state).toEqual({ term: 'Suspensão Dianteira!' });
    expect(await screen.findByRole('heading', { name: 'Resultados para “Suspensão Dianteira!”' })).toBeInTheDocument();
  });

  it('asks for suggestions only after 1000 ms of quiet and only above 3 characters', async () => {
    const terms: string[] = [];
    server.use(
      http.post('/api/search', async ({ request }) => {
        const term = String((await request.formData()).get('term'));
        terms.push(term);
        return HttpResponse.json({ success: true, response: [{ image: '/demo/parts/farol.svg', description: `Farol ${term}`, url: 'farol-1' }] });
      }),
    );
    renderApp('/about');
    const input = await searchBox();
    vi.useFakeTimers();
    try {
      fireEvent.change(input, { target: { value: 'far' } });
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(terms).toEqual([]);

      fireEvent.change(input, { target: { value: 'faro' } });
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(terms).toEqual([]);
      fireEvent.change(input, { target: { value: 'farol' } });
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(terms).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(terms).toEqual(['farol']);
    } finally {
      vi.useRealTimers();
    }
    const option = await screen.findByRole('option', { name: /Farol farol/ });
    expect(option.querySelector('img')).toHaveAttribute('src', '/demo/parts/farol.svg');

    // Back to 3 characters: the suggestions go at once.
    fireEvent.change(input, { target: { value: 'far' } });
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });

  it('a slow older reply never replaces the suggestions of a newer term', async () => {
    // The 'farol' reply is held until the newer term's suggestions show: the older reply comes last.
    let releaseFarol = () => {};
    const farolHeld = new Promise<void>((resolve) => (releaseFarol = resolve));
    const answered: string[] = [];
    server.use(
      http.post('/api/search', async ({ request }) => {
        const term = String((await request.formData()).get('term'));
        if (term === 'farol') await farolHeld;
        answered.push(term);
        return HttpResponse.json({ success: true, response: [{ image: '', description: `Sugestão ${term}`, url: `${term}-1` }] });
      }),
    );
    const requests = watchRequests();
    const { user, queryClient } = renderApp('/about');
    const input = await searchBox();
    await user.type(input, 'farol');
    // The box's quiet time has passed and the 'farol' call is out.
    await waitFor(() => expect(requests.count('POST', '/search')).toBe(1), { timeout: 3000 });
    await user.type(input, ' dianteiro');
    expect(await screen.findByRole('option', { name: 'Sugestão farol dianteiro' }, { timeout: 4000 })).toBeInTheDocument();
    releaseFarol();
    // The older reply has come back, and everything it could have changed is rendered.
    await waitFor(() => expect(answered).toContain('farol'));
    await requests.settled(queryClient);
    expect(screen.queryByRole('option', { name: 'Sugestão farol' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sugestão farol dianteiro' })).toBeInTheDocument();
  }, 15000);

  it('suggestions of an earlier term are gone once the box is cleared, even while a new term waits', async () => {
    server.use(
      http.post('/api/search', async ({ request }) => {
        const term = String((await request.formData()).get('term'));
        if (term !== 'farol') await delay(1500);
        return HttpResponse.json({ success: true, response: [{ image: '', description: `Sugestão ${term}`, url: `${term}-1` }] });
      }),
    );
    const { user } = renderApp('/about');
    const input = await searchBox();
    await user.type(input, 'farol');
    expect(await screen.findByRole('option', { name: 'Sugestão farol' }, { timeout: 4000 })).toBeInTheDocument();
    await user.clear(input);
    expect(screen.queryByRole('option', { name: 'Sugestão farol' })).not.toBeInTheDocument();
    // A new term typed at once: the old rows never come back while its own are asked for.
    await user.type(input, 'pastilha');
    let asked = false;
    const onStart = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/api/search')) asked = true;
    };
    server.events.on('request:start', onStart);
    onTestFinished(() => server.events.removeListener('request:start', onStart));
    expect(screen.queryByRole('option', { name: 'Sugestão farol' })).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(true), { timeout: 3000 });
    expect(screen.queryByRole('option', { name: 'Sugestão farol' })).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Sugestão pastilha' }, { timeout: 4000 })).toBeInTheDocument();
  }, 15000);

  it('choosing a suggestion opens its product', async () => {
    const product = db().products.find((p) => p.quantity > 0 && p.part_name.startsWith('Farol'))!;
    const { user, router } = renderApp('/about');
    const input = await searchBox();
    await user.type(input, 'farol');
    const option = await screen.findByRole('option', { name: product.part_name }, { timeout: 4000 });
    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${product.url}`));
  });
});
