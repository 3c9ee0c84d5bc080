import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { anAdvertiser, aPart, startTinyDb } from '@pecaja/simulated-api/builders';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { formatBRL } from '@/lib/format';
import { favorites } from '@/stores/favorites';
import { renderApp } from '../../support/render';

/** Two parts of one shop that the page can load, alone in the simulated API's database. */
function shopParts() {
  const shop = anAdvertiser();
  const parts = [
    aPart({ owner: shop, part_name: 'Pastilha de freio Fiat Uno', price: 79.9 }),
    aPart({ owner: shop, part_name: 'Farol Fiat Palio', price: 249.5 }),
  ];
  startTinyDb({ users: [shop], products: parts });
  return parts;
}

const rowOf = (name: string) => screen.getByRole('article', { name });

describe('favourites page', () => {
  it('says how to save a part when there is none yet', async () => {
    renderApp('/favorites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favoritos' })).toBeInTheDocument();
    expect(screen.getByText('Você ainda não salvou nenhuma peça.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver peças' })).toHaveAttribute('href', '/more_parts');
    expect(document.title).toBe('Favoritos | PeçaJá');
  });

  it('lists each saved part as the server has it now: picture, description, current price and a link; a changed price says what it was', async () => {
    const [a, b] = shopParts();
    favorites.add({ url: a.url, description: 'Descrição antiga', value: a.price + 50, image: '' }, Date.parse('2026-11-20T12:00:00-03:00'));
    favorites.add({ url: b.url, description: b.part_name, value: b.price, image: '' }, Date.parse('2026-11-21T12:00:00-03:00'));
    renderApp('/favorites');
    expect(await screen.findByText('2 peças salvas')).toBeInTheDocument();
    // Most recently saved first.
    const list = screen.getByRole('list', { name: 'Peças salvas' });
    const links = await within(list).findAllByRole('link');
    await waitFor(() => expect(links[1]).toHaveTextContent(a.part_name));
    expect(links[0]).toHaveTextContent(b.part_name);
    const row = rowOf(a.part_name);
    expect(within(row).getByRole('link', { name: a.part_name })).toHaveAttribute('href', `/product/${a.url}`);
    expect(within(row).getByText(formatBRL(a.price))).toBeInTheDocument();
    expect(within(row).getByText(`Preço quando salva: ${formatBRL(a.price + 50)}`)).toBeInTheDocument();
    expect(within(row).getByText('Salva em 20/11/2026')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', expect.stringContaining(a.images[0].replace(/^\/api/, '')));
    expect(within(rowOf(b.part_name)).queryByText(/Preço quando salva/)).not.toBeInTheDocument();
  });

  it('shows a part that no longer loads as unavailable, with a remove button, not an error page', async () => {
    const [a, b] = shopParts();
    db().products.find((p) => p.id === a.id)!.quantity = 0;
    favorites.add({ url: a.url, description: a.part_name, value: a.price, image: '' });
    favorites.add({ url: b.url, description: b.part_name, value: b.price, image: '' });
    const { user } = renderApp('/favorites');
    const row = await screen.findByRole('article', { name: a.part_name });
    expect(await within(row).findByText('Indisponível')).toBeInTheDocument();
    expect(within(row).getByText('Esta peça não está mais disponível.')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Desculpe-nos! Não foi possível carregar os dados neste momento.')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Remover' }));
    expect(screen.queryByRole('article', { name: a.part_name })).not.toBeInTheDocument();
    expect(favorites.list().map((f) => f.url)).toEqual([b.url]);
    expect(screen.getByRole('heading', { level: 1, name: 'Favoritos' })).toHaveFocus();
    expect(screen.getByText('1 peça salva')).toBeInTheDocument();
  });

  it('keeps the saved details with a retry when the server cannot be reached (not unavailable)', async () => {
    const [a] = shopParts();
    favorites.add({ url: a.url, description: 'Pastilha como foi salva', value: 12.34, image: '' });
    server.use(http.get('/api/product/:url', () => HttpResponse.error()));
    const { user } = renderApp('/favorites');
    const row = await screen.findByRole('article', { name: 'Pastilha como foi salva' });
    expect(await within(row).findByText('Não foi possível atualizar esta peça agora. Mostrando os dados salvos.')).toBeInTheDocument();
    expect(within(row).getByText('R$ 12,34')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Pastilha como foi salva' })).toHaveAttribute('href', `/product/${a.url}`);
    expect(within(row).queryByText('Indisponível')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(row).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: a.part_name })).toBeInTheDocument();
    expect(screen.queryByText(/Não foi possível atualizar/)).not.toBeInTheDocument();
  });

  it('a part removed with its heart keeps its row until the page is left, so a second tap puts it back', async () => {
    const [a] = shopParts();
    favorites.add({ url: a.url, description: a.part_name, value: a.price, image: '' });
    const { user } = renderApp('/favorites');
    const row = await screen.findByRole('article', { name: a.part_name });
    const heart = within(row).getByRole('button', { name: 'Remover dos favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    await user.click(heart);
    expect(favorites.list()).toEqual([]);
    expect(screen.getByText('Nenhuma peça salva')).toBeInTheDocument();
    expect(within(row).getByText('Removida dos favoritos')).toBeInTheDocument();
    expect(heart).toHaveAccessibleName('Adicionar aos favoritos');
    expect(heart).toHaveFocus();

    await user.click(heart);
    expect(favorites.list().map((f) => f.url)).toEqual([a.url]);
    expect(screen.getByText('1 peça salva')).toBeInTheDocument();
  });
});
