import { screen, waitFor, within } from '@testing-library/react';
import { ProductCard, ProductSideCard } from '@/components/product-card/product-card';
import { storageKeys } from '@/lib/storage-keys';
import { favorites } from '@/stores/favorites';
import { renderApp, renderWithProviders } from '../support/render';
import { loginAs } from '../support/session';
import { setScreenWidth } from '../support/viewport';

const card = {
  url: 'pastilha-de-freio-gol-2010-12',
  uuid: 'u-12',
  image: 'https://cdn.example/pastilha.png',
  description: 'Pastilha de freio Gol 2010',
  condition: 'PRODUCT_NEW',
  value: 89.9,
  rate: 4,
};

describe('the heart of a product card', () => {
  it.each([
    ['grid card', <ProductCard card={card} />],
    ['side card', <ProductSideCard card={card} />],
  ])('on a %s: a toggle beside the card link (never inside it), named for its state and read with the part name', async (_, ui) => {
    const { user } = renderWithProviders(ui);
    const link = screen.getByRole('link', { name: 'Pastilha de freio Gol 2010' });
    const heart = screen.getByRole('button', { name: 'Adicionar aos favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleDescription('Pastilha de freio Gol 2010');
    expect(link.contains(heart)).toBe(false);
    expect(heart.closest('a')).toBeNull();

    await user.click(heart);
    expect(heart).toHaveAccessibleName('Remover dos favoritos');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(storageKeys.favorites)!)).toEqual([
      { url: card.url, description: card.description, value: 89.9, image: card.image, savedAt: expect.any(Number) },
    ]);

    await user.click(heart);
    expect(heart).toHaveAccessibleName('Adicionar aos favoritos');
    expect(favorites.list()).toEqual([]);
  });
});

describe('favourites in the top bar', () => {
  it('counts the saved parts, logged out, and leads to /favorites', async () => {
    setScreenWidth(1280);
    const { user, router } = renderApp('/home');
    const mostViewed = await screen.findByRole('region', { name: 'Mais vistos' });
    expect(screen.getByRole('link', { name: 'Favoritos' })).toHaveAttribute('href', '/favorites');
    const hearts = await within(mostViewed).findAllByRole('button', { name: 'Adicionar aos favoritos' });
    await user.click(hearts[0]);
    await user.click(hearts[1]);
    const link = screen.getByRole('link', { name: 'Favoritos (2)' });
    expect(link).toHaveTextContent('2');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
    expect(await screen.findByText('2 peças salvas')).toBeInTheDocument();
  });

  it('keeps the favourites through a logout (they are never part of the session)', async () => {
    setScreenWidth(1280);
    favorites.add(card);
    loginAs('buyer');
    const { user, router } = renderApp('/favorites');
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(JSON.parse(localStorage.getItem(storageKeys.favorites)!)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Favoritos (1)' })).toBeInTheDocument();
  });

  it('names the count in the side drawer too', async () => {
    setScreenWidth(375);
    favorites.add(card);
    const { user } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Favoritos (1)' })).toHaveAttribute('href', '/favorites');
  });
});
