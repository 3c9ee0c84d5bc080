import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '@pecaja/simulated-api/db';
import { LIST_TOP_GAP } from '@/lib/scroll-to-list';
import { renderApp } from '../../support/render';
import { setScreenWidth } from '../../support/viewport';

const publicCount = () => db().products.filter((p) => p.quantity > 0).length;

describe('more parts pages', () => {
  const initialMatchMedia = window.matchMedia;
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => {
    window.matchMedia = initialMatchMedia;
  });

  it('clicking a page number brings the list heading to the top; Back returns to the previous page', async () => {
    const { user, router } = renderApp('/more_parts?marca=Fiat');
    const heading = await screen.findByRole('heading', { name: /peças encontradas$/, level: 2 });
    await screen.findByRole('list', { name: 'Peças' });
    // jsdom has no layout: the heading sits 900 px down a page scrolled to 2,000 px (the pager).
    heading.getBoundingClientRect = () => ({ top: -1100, bottom: -1080, left: 0, right: 0, width: 0, height: 20, x: 0, y: -1100, toJSON: () => ({}) });
    Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true });
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    try {
      await user.click(within(screen.getByRole('navigation', { name: 'Páginas' })).getByRole('link', { name: 'Página 2' }));
      await waitFor(() => expect(router.state.location.search).toBe('?marca=Fiat&page=2'));
      expect(scrollTo).toHaveBeenCalledWith({ top: 900 - LIST_TOP_GAP, behavior: 'smooth' });
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
    expect(router.state.historyAction).toBe('PUSH');
    const pager = screen.getByRole('navigation', { name: 'Páginas' });
    await waitFor(() => expect(within(pager).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page'));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?marca=Fiat');
    await waitFor(() =>
      expect(within(screen.getByRole('navigation', { name: 'Páginas' })).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('a page past the last one opens the last page (replacing the entry), never a count above an empty list', async () => {
    const { router } = renderApp('/more_parts?page=9999');
    const last = Math.ceil(publicCount() / 24);
    await waitFor(() => expect(router.state.location.search).toBe(`?page=${last}`));
    expect(router.state.historyAction).toBe('REPLACE');
    const list = await screen.findByRole('list', { name: 'Peças' });
    expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
    const pager = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(pager).getByRole('link', { name: `Página ${last}` })).toHaveAttribute('aria-current', 'page');
  });

  it('a filtered page past the last one goes to the last page of that filter', async () => {
    const { router } = renderApp('/more_parts?marca=Fiat&page=500');
    const fiat = db().products.filter((p) => p.quantity > 0 && p.brand === 'Fiat').length;
    const last = Math.ceil(fiat / 24);
    await waitFor(() => expect(router.state.location.search).toBe(last > 1 ? `?marca=Fiat&page=${last}` : '?marca=Fiat'));
    const list = await screen.findByRole('list', { name: 'Peças' });
    expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
  });
});
