import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';
import { setScreenWidth } from '../../support/viewport';

const emptyHome = {
  ads: [],
  autopartSummary: { national: { new: { isNew: true, minimalPrice: 10 }, old: { isNew: false, minimalPrice: 5 } }, imported: { minimalPrice: 7.46 } },
  mostRecentItens: [],
  mostViewedItems: [],
};

describe('home page', () => {
  const initialMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = initialMatchMedia;
  });

  it('shows a skeleton, then the banners, the price summary and the most viewed cards', async () => {
    setScreenWidth(1280);
    renderApp('/home');
    const mostViewed = await screen.findByRole('region', { name: 'Mais vistos' });
    expect(within(mostViewed).getAllByRole('article')).toHaveLength(12);
    // Cards: 35-character cut, condition badge, BRL price, stars.
    const top = [...db().products].filter((p) => p.quantity > 0).sort((a, b) => b.views - a.views || a.id - b.id)[0];
    const first = within(mostViewed).getAllByRole('article')[0];
    expect(within(first).getByRole('link')).toHaveTextContent(top.part_name.length > 35 ? `${top.part_name.slice(0, 35)}...` : top.part_name);
    expect(within(first).getByRole('link')).toHaveAttribute('href', `/product/${top.url}`);
    expect(within(first).getByText(top.is_new ? 'Novo' : 'Usado')).toBeInTheDocument();
    expect(within(first).getByText(/^R\$ /)).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: /Avaliação: [1-5] de 5 estrelas/ })).toBeInTheDocument();
    const image = first.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');

    // The summary bar: each group 'a partir de' its lowest price.
    const summary = screen.getByRole('region', { name: 'Peças automotivas' });
    expect(within(summary).getByText('Nacionais novas')).toBeInTheDocument();
    expect(within(summary).getByText('Nacionais usadas')).toBeInTheDocument();
    expect(within(summary).getByText('Importadas')).toBeInTheDocument();
    expect(within(summary).getAllByText(/^a partir de R\$ \d/)).toHaveLength(3);

    // Banners: each opens its product; a caption only when show_description. (The 503 px height
    // from 992 px and the picture's proportions on a phone are CSS, measured in tests/e2e/layout.spec.ts.)
    const carousel = screen.getByRole('region', { name: 'Destaques' });
    const banners = db().banners;
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(banners.length);
    expect(carousel.querySelector('.banner-img')).toHaveAttribute('height', '503');
    const shown = banners.find((b) => b.show_description)!;
    const hidden = banners.find((b) => !b.show_description)!;
    // Captions start with a capital letter (see the caption test below).
    expect(within(carousel).getByText(shown.description, { exact: false })).toBeInTheDocument();
    expect(within(carousel).queryByText(hidden.description, { exact: false })).not.toBeInTheDocument();
    const url = db().products.find((p) => p.uuid === banners[0].productUuid)!.url;
    expect(within(slides[0]).getByRole('link', { hidden: true })).toHaveAttribute('href', `/product/${url}`);

    expect(screen.getByRole('region', { name: 'Mais recentes' })).toBeInTheDocument();
    expect(document.title).toBe('Início | PeçaJá');
  });

  it('shows a banner caption with its first letter in capitals and the rest as the advertiser typed it', async () => {
    const banner = db().banners.find((b) => b.show_description)!;
    banner.description = 'ofertas em freios com entrega em SP';
    renderApp('/home');
    const carousel = await screen.findByRole('region', { name: 'Destaques' });
    expect(within(carousel).getByText('Ofertas em freios com entrega em SP')).toBeInTheDocument();
  });

  it('shows the most recent list on large screens only', async () => {
    setScreenWidth(375);
    renderApp('/home');
    expect(await screen.findByRole('region', { name: 'Mais vistos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mais recentes' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    server.use(
      http.get('/api/home', async () => {
        await new Promise((r) => setTimeout(r, 400));
        return HttpResponse.json({ success: true, response: emptyHome });
      }),
    );
    renderApp('/home');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Carregando...')).toBeInTheDocument();
    expect(main.querySelector('.placeholder-glow')).not.toBeNull();
    expect(await within(main).findByText('Ainda não há dados para exibir neste momento.')).toBeInTheDocument();
  });

  it('loads a banner picture when the carousel gets to it (the shown one and the next)', async () => {
    const { user } = renderApp('/home');
    const carousel = await screen.findByRole('region', { name: 'Destaques' });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.length).toBeGreaterThan(2);
    const pictures = () => slides.map((slide) => slide.querySelector('img') !== null);
    expect(pictures().slice(0, 3)).toEqual([true, true, false]);
    expect(slides[0].querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    await user.click(within(carousel).getByRole('button', { name: 'Próximo banner' }));
    await waitFor(() => expect(pictures().slice(0, 3)).toEqual([true, true, true]));
  });

  it('leaves banners whose due date has passed out of the carousel', async () => {
    const s = db();
    s.banners.forEach((b, i) => {
      if (i > 0) b.due_date = new Date(Date.now() - 86400000).toISOString();
    });
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Destaques' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(1);
    expect(within(carousel).queryByRole('button', { name: 'Próximo banner' })).not.toBeInTheDocument();
  });

  it('without most-viewed items shows the empty view inviting to advertise', async () => {
    server.use(http.get('/api/home', () => HttpResponse.json({ success: true, response: emptyHome })));
    renderApp('/home');
    expect(await screen.findByText('Ainda não há dados para exibir neste momento.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Quero anunciar' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByText('a partir de R$ 7,46')).toBeInTheDocument();
  });

  it('a load failure is logged quietly (no toast) and shows the error view, whose retry loads the home', async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args);
      original(...args);
    };
    // The server fails until the retry: the route's loader starts the call, and the page asks
    // again on mount if that call already failed.
    let failing = true;
    server.use(http.get('/api/home', () => (failing ? HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 }) : undefined)));
    try {
      const { user } = renderApp('/home');
      await waitFor(() => expect(errors.some((a) => a[0] === 'Erro na requisição')).toBe(true), { timeout: 5000 });
      const view = await screen.findByRole('alert', {}, { timeout: 5000 });
      expect(within(view).getByText('Desculpe-nos! Não foi possível carregar os dados neste momento.')).toBeInTheDocument();
      expect(document.querySelector('.toast')).toBeNull();
      expect(screen.queryByText('Ainda não há dados para exibir neste momento.')).not.toBeInTheDocument();
      failing = false;
      await user.click(within(view).getByRole('button', { name: 'Tentar novamente' }));
      expect(await screen.findByRole('heading', { name: 'Mais vistos' }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      console.error = original;
    }
  });

  it('sends a manager to the dashboard', async () => {
    loginAs('manager');
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/dashboard'));
  });

  it('has the three tabs: home, more parts and be an advertiser', async () => {
    renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/home');
    expect(within(nav).getByRole('link', { name: 'Mais peças' })).toHaveAttribute('href', '/more_parts');
    expect(within(nav).getByRole('link', { name: 'Quero anunciar' })).toHaveAttribute('href', '/subscription');
  });
});
