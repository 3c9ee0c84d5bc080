import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/app/i18n';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { garage } from '@/features/garage/garage-edit';
import { renderApp } from '../../support/render';
import { setScreenWidth } from '../../support/viewport';

/** With an active vehicle: its parts from the home and more parts, and the fit verdict on a product page. */
const GOL_2010 = { make: 'Volkswagen', model: 'Gol', year: 2010, variants: [] };

/** Public parts of the demo, each given a compatibility text. */
function partsSaying(...texts: string[]) {
  const parts = db()
    .products.filter((p) => p.quantity > 0)
    .slice(0, texts.length);
  parts.forEach((p, i) => (p.compatibility = texts[i]));
  return parts.map((p) => `/product/${p.url}`);
}

describe('parts for my vehicle', () => {
  const initialMatchMedia = window.matchMedia;
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => {
    window.matchMedia = initialMatchMedia;
    server.events.removeAllListeners();
  });

  it('is not offered without an active vehicle', async () => {
    renderApp('/home');
    // The first render of the home in this file also loads its modules: a cold start on a busy machine.
    await screen.findByRole('heading', { name: 'Mais vistos' }, { timeout: 20_000 });
    expect(screen.queryByRole('link', { name: /^Peças para o meu/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minha garagem' })).toHaveAttribute('href', '/garage');
  }, 30_000);

  it('opens more parts from the home with the make and model ticked, as a manual choice posts them', async () => {
    garage.add(GOL_2010);
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/more-parts/')) bodies.push(await request.clone().json());
    });
    const { user, router } = renderApp('/home');
    await user.click(await screen.findByRole('link', { name: 'Peças para o meu Gol 2010' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/more_parts'));
    expect(router.state.location.search).toBe('?marca=Volkswagen&modelo=Gol&ano=2010');
    const sidebar = await screen.findByRole('complementary', { name: 'Filtros' });
    await waitFor(() => expect(within(within(sidebar).getByRole('group', { name: 'Marca' })).getByRole('checkbox', { name: 'Volkswagen' })).toBeChecked());
    expect(within(within(sidebar).getByRole('group', { name: 'Modelo' })).getByRole('checkbox', { name: 'Gol' })).toBeChecked();
    const expected = db().products.filter((p) => p.quantity > 0 && p.brand === 'Volkswagen' && p.model.startsWith('Gol ')).length;
    expect(await screen.findByText(`${expected} peças encontradas`)).toBeInTheDocument();
    expect(bodies).toContainEqual({ marca: ['Volkswagen'], modelo: ['Gol'] });
    // On more parts the link says it is the page shown.
    expect(screen.getByRole('link', { name: 'Peças para o meu Gol 2010' })).toHaveAttribute('aria-current', 'page');
    // Two screens over 10,000 parts (the home, then more parts filtered): slow on a busy CI machine.
  }, 40_000);
});

/** The public Gol parts of the demo, newest first, as more parts lists them. */
function golParts() {
  return db()
    .products.filter((p) => p.quantity > 0 && p.brand === 'Volkswagen' && /^Gol( |$)/.test(p.model))
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
}

const verdicts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => card.querySelector('[data-verdict]')?.textContent ?? null);

describe("a vehicle's list", () => {
  const initialMatchMedia = window.matchMedia;
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => {
    window.matchMedia = initialMatchMedia;
    server.events.removeAllListeners();
  });

  it('shows the verdict on every card, the parts that state a fit first, and keeps only those on request', async () => {
    // 30 Gol parts for other years; the two oldest (the last page, newest first) state 2010.
    const parts = golParts();
    expect(parts.length).toBeGreaterThan(26);
    parts.forEach((p, i) => (p.compatibility = i >= parts.length - 2 ? 'Volkswagen Gol 2008 a 2011' : 'Serve no VW Gol 2012 a 2016.'));
    const fitting = parts.slice(-2).map((p) => p.part_name);
    garage.add(GOL_2010);
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/more-parts/')) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    });
    const { user, router } = renderApp('/home');
    await user.click(await screen.findByRole('link', { name: 'Peças para o meu Gol 2010' }));
    await waitFor(() => expect(router.state.location.search).toBe('?marca=Volkswagen&modelo=Gol&ano=2010'));
    expect(await screen.findByText(`${parts.length} peças encontradas`)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Peças' });
    // Every card says what it states for the year; the two that fit open the first page.
    await waitFor(() => expect(verdicts(list)).not.toContain(null));
    const shown = verdicts(list);
    expect(shown).toHaveLength(24);
    expect(shown.slice(0, 2)).toEqual(['Serve no seu Gol 2010 (diz o anunciante)', 'Serve no seu Gol 2010 (diz o anunciante)']);
    expect(new Set(shown.slice(2))).toEqual(new Set(['Cita Gol 2012 a 2016, não 2010']));
    expect(
      within(list)
        .getAllByRole('article')
        .slice(0, 2)
        .map((card) => within(card).getAllByRole('link')[0].getAttribute('title')),
    ).toEqual(fitting);
    expect(urls).toContain('/api/more-parts/1?year=2010');

    // Only those that fit: in the address (Back restores it), and the count is theirs.
    const only = screen.getByRole('checkbox', { name: 'Só as que servem no meu Gol 2010' });
    expect(only).not.toBeChecked();
    await user.click(only);
    await waitFor(() => expect(router.state.location.search).toBe('?marca=Volkswagen&modelo=Gol&ano=2010&servem=1'));
    expect(await screen.findByText('2 peças encontradas')).toBeInTheDocument();
    await waitFor(() =>
      expect(verdicts(screen.getByRole('list', { name: 'Peças' }))).toEqual([
        'Serve no seu Gol 2010 (diz o anunciante)',
        'Serve no seu Gol 2010 (diz o anunciante)',
      ]),
    );
    expect(urls).toContain('/api/more-parts/1?year=2010&only_fitting=true');
    expect(screen.getByRole('link', { name: 'Peças para o meu Gol 2010' })).toHaveAttribute('aria-current', 'page');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Só as que servem no meu Gol 2010' })).not.toBeChecked());
    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Só as que servem no meu Gol 2010' })).toBeChecked());
  }, 60_000);

  it('judges each card itself when the server ignores the year: fitting first within the page, the others counted when left out', async () => {
    const [a, b, c] = golParts();
    const card = (p: typeof a, compatibility?: string) => ({
      url: p.url,
      uuid: p.uuid,
      image: '',
      description: p.part_name,
      condition: 'PRODUCT_NEW',
      value: p.price,
      rate: 3,
      ...(compatibility === undefined ? {} : { compatibility }),
    });
    server.use(
      http.post('/api/more-parts/:page', () =>
        HttpResponse.json({
          success: true,
          response: {
            moreparts: [card(a, 'Fiat Uno 2009-2012'), card(b, 'Gol G5 09/12, lado direito'), card(c)],
            filters: [{ name: 'modelo', data: ['Gol'] }],
            pagination: 3,
            limit: 24,
            page: 1,
          },
        }),
      ),
    );
    const { user, router } = renderApp('/more_parts?marca=Volkswagen&modelo=Gol&ano=2010');
    const list = await screen.findByRole('list', { name: 'Peças' });
    await waitFor(() =>
      expect(verdicts(list)).toEqual(['Serve no seu Gol 2010 (diz o anunciante)', 'Não cita Gol 2010', 'Confira a compatibilidade no anúncio']),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Só as que servem no meu Gol 2010' }));
    await waitFor(() => expect(router.state.location.search).toContain('servem=1'));
    await waitFor(() => expect(verdicts(screen.getByRole('list', { name: 'Peças' }))).toEqual(['Serve no seu Gol 2010 (diz o anunciante)']));
    expect(screen.getByText(/2 peças desta página não dizem servir e ficaram de fora\./)).toBeInTheDocument();
  }, 30_000);
});

describe('fit verdict on the product page', () => {
  it('says what the compatibility text states for the active vehicle, in green only for a stated fit', async () => {
    const [fits, otherYears, other, noYear] = partsSaying(
      'Serve no VW Gol G5 09/12, lado direito.',
      'Volkswagen Gol 2013 a 2016',
      'Fiat Uno 2009-2012',
      'Peça para Gol, confira o lado.',
    );
    garage.add(GOL_2010);
    const { router } = renderApp(fits);
    const green = await screen.findByText('Compatível com seu Gol 2010 (segundo o anunciante)');
    expect(green.closest('.alert')).toHaveClass('alert-success');
    expect(within(green.closest('.alert') as HTMLElement).getByRole('link', { name: 'Trocar veículo' })).toHaveAttribute('href', '/garage');

    await act(() => router.navigate(otherYears));
    const years = await screen.findByText('Verifique com o anunciante: a compatibilidade informada cita Gol 2013 a 2016, não 2010');
    expect(years.closest('.alert')).toHaveClass('alert-warning');

    await act(() => router.navigate(other));
    expect(await screen.findByText('Verifique com o anunciante: a compatibilidade informada não cita Gol 2010')).toBeInTheDocument();
    expect(screen.queryByText(/^Compatível com/)).not.toBeInTheDocument();

    await act(() => router.navigate(noYear));
    expect(await screen.findByText('Verifique com o anunciante: a compatibilidade informada cita Gol, mas não diz se serve no ano 2010')).toBeInTheDocument();
  });

  it('invites a buyer without a vehicle to add one', async () => {
    const [part] = partsSaying('Volkswagen Gol 2009 a 2012');
    renderApp(part);
    expect(await screen.findByRole('link', { name: 'Cadastre seu veículo para conferir a compatibilidade' })).toHaveAttribute('href', '/garage');
    expect(screen.queryByText(/^Compatível com/)).not.toBeInTheDocument();
  });

  it('speaks English to an English browser', async () => {
    const [part] = partsSaying('Volkswagen Gol 2013 a 2016 e 2018');
    garage.add(GOL_2010);
    await i18n.changeLanguage('en');
    try {
      renderApp(part);
      expect(await screen.findByText('Check with the advertiser: the stated compatibility mentions Gol 2013 to 2016 and 2018, not 2010')).toBeInTheDocument();
    } finally {
      cleanup();
      await i18n.changeLanguage('pt');
    }
  });
});
