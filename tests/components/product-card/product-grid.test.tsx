import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Card } from '@/api/catalog';
import type * as Cards from '@/components/product-card/product-card';
import { FIRST_ROW, ProductGrid } from '@/components/product-card/product-grid';
import { renderWithProviders } from '../../support/render';

// Counts the cards' renders: the grid's own markup is what the real card draws around.
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/product-card/product-card', async (importOriginal) => {
  const real = await importOriginal<typeof Cards>();
  return {
    ...real,
    ProductCard: (props: Parameters<typeof real.ProductCard>[0]) => {
      cardRenders.count++;
      return real.ProductCard(props);
    },
  };
});

const cards: Card[] = Array.from({ length: 8 }, (_, i) => ({
  url: `peca-${i}`,
  uuid: `u-${i}`,
  image: `https://cdn.example/peca-${i}.png`,
  description: `Peça ${i}`,
  condition: 'PRODUCT_NEW',
  value: 10 + i,
  rate: 4,
}));

describe('ProductGrid', () => {
  it("loads the first row's pictures with the page and the rest as they near the screen", () => {
    renderWithProviders(<ProductGrid cards={cards} label="Peças" eager={FIRST_ROW} />);
    const pictures = screen.getAllByRole('listitem').map((item) => item.querySelector('img')!);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('by default every picture is lazy (a list lower on its page)', () => {
    renderWithProviders(<ProductGrid cards={cards} />);
    expect(
      screen
        .getAllByRole('img', { hidden: true })
        .filter((el) => el.tagName === 'IMG')
        .every((img) => img.getAttribute('loading') === 'lazy'),
    ).toBe(true);
  });

  it('a page that renders again with the same list does not render its cards again', async () => {
    let bump = () => {};
    function Page() {
      const [n, setN] = useState(0);
      bump = () => setN((x) => x + 1);
      return (
        <>
          <p>render {n}</p>
          <ProductGrid cards={cards} label="Peças" />
        </>
      );
    }
    renderWithProviders(<Page />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(cards.length);
    const before = cardRenders.count;
    expect(before).toBeGreaterThanOrEqual(cards.length);
    act(() => bump());
    expect(screen.getByText('render 1')).toBeInTheDocument();
    expect(cardRenders.count).toBe(before);
  });
});
