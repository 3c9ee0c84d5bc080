import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { aPart, startTinyDb } from '@pecaja/simulated-api/builders';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../support/render';

/** The tab title: one '<page> | PeçaJá' in the head, the page's own, in every state of the page. */
describe('tab title', () => {
  it('follows the page on a client-side navigation, with one title in the head', async () => {
    const { router } = renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quem somos' })).toBeInTheDocument();
    expect(document.title).toBe('Quem somos | PeçaJá');
    await act(() => router.navigate('/faq'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeInTheDocument();
    expect(document.title).toBe('Perguntas frequentes | PeçaJá');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it("names a product page while it loads, then by the part's name", async () => {
    // One part in stock, listed by an advertiser with an active plan: the only record needed.
    const product = aPart({ part_name: 'Farol Fiat Uno' });
    startTinyDb({ products: [product] });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      // Holds the reply, then leaves it to the simulated API's own handler.
      http.get('/api/product/:url', async () => {
        await answered;
      }),
    );
    renderApp(`/product/${product.url}`);
    await waitFor(() => expect(document.title).toBe('Peça | PeçaJá'));
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: product.part_name })).toBeInTheDocument();
    expect(document.title).toBe(`${product.part_name} | PeçaJá`);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});
