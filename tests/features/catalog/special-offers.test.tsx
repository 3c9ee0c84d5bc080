import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getHome, type HomeOffer } from '@/api/catalog';
import { SpecialOffers } from '@/features/catalog/special-offers';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { renderApp, renderWithProviders } from '../../support/render';
import { setScreenWidth } from '../../support/viewport';

const OFFERS: HomeOffer[] = [
  { url: 'pneu-aro-15-renault-logan-2016-10', text: 'Pneu aro 15 Pirelli novo para Renault Logan', imageURL: '/demo/offers/offer-pneu.svg' },
  { url: 'bateria-60ah-fiat-toro-2011-25', text: 'Bateria 60Ah Moura nova para Fiat Toro', imageURL: '/demo/offers/offer-bateria.svg' },
  { url: 'radiador-de-agua-honda-cr-v-2011-16', text: '<b>Radiador</b> de água novo', imageURL: '/demo/offers/offer-radiador.svg' },
];

const home = (extra: Record<string, unknown>) => ({
  ads: [],
  autopartSummary: { national: { new: { isNew: true, minimalPrice: 10 }, old: { isNew: false, minimalPrice: 5 } }, imported: { minimalPrice: 7 } },
  mostRecentItens: [],
  mostViewedItems: [],
  ...extra,
});

function serveHome(body: Record<string, unknown>) {
  server.use(http.get('/api/home', () => HttpResponse.json({ success: true, response: home(body) })));
}

describe('special-offer cards', () => {
  it('shows a section "Ofertas especiais" with one link per offer, named by its text, to /product/{url}', async () => {
    renderWithProviders(<SpecialOffers offers={OFFERS} />);
    const section = await screen.findByRole('region', { name: 'Ofertas especiais' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Ofertas especiais' })).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(3);
    OFFERS.forEach((offer, i) => {
      expect(links[i]).toHaveAccessibleName(offer.text);
      expect(links[i]).toHaveAttribute('href', `/product/${offer.url}`);
      const img = links[i].querySelector('img')!;
      expect(img).toHaveAttribute('src', offer.imageURL);
      // A fixed box (no layout shift), decorative (the text names the card), lazy (below the banner).
      expect(img).toHaveAttribute('width', '600');
      expect(img).toHaveAttribute('height', '400');
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('loading', 'lazy');
    });
    // Server text is text, never markup.
    expect(within(section).getByText('<b>Radiador</b> de água novo')).toBeInTheDocument();
    expect(section.querySelector('b')).toBeNull();
    // Three across from md up, one column below.
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.className),
    ).toEqual(Array(3).fill('col-12 col-md-4'));
  });

  it('renders nothing for an empty list', () => {
    const { container } = renderWithProviders(<SpecialOffers offers={[]} />);
    expect(screen.queryByRole('region', { name: 'Ofertas especiais' })).not.toBeInTheDocument();
    expect(container.querySelector('.special-offers')).toBeNull();
  });

  it('on the home: after the price summary, before the lists', async () => {
    setScreenWidth(1280);
    renderApp('/home');
    const offers = await screen.findByRole('region', { name: 'Ofertas especiais' });
    expect(within(offers).getAllByRole('link')).toHaveLength(3);
    const summary = screen.getByRole('region', { name: 'Peças automotivas' });
    const mostViewed = screen.getByRole('region', { name: 'Mais vistos' });
    expect(summary.compareDocumentPosition(offers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(offers.compareDocumentPosition(mostViewed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(offers.compareDocumentPosition(screen.getByRole('region', { name: 'Mais recentes' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['absent', {}],
    ['empty', { offers: [] }],
    ['null', { offers: null }],
  ])('no row on the home when offers are %s', async (_, body) => {
    serveHome(body);
    renderApp('/home');
    expect(await screen.findByRole('region', { name: 'Peças automotivas' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ofertas especiais' })).not.toBeInTheDocument();
  });
});

describe('home reply: offers in the contract', () => {
  it('reads offers as they come, and absent or null offers as none', async () => {
    serveHome({
      offers: [
        { url: 'a-1', text: 'Oferta', imageURL: '/a.svg' },
        { url: 'b-2', text: 'Sem foto', imageURL: null },
        { url: 'c-3', text: 'Sem campo' },
      ],
    });
    // A card without a picture (null or missing: '') keeps its box (the component shows the error image there).
    expect((await getHome()).offers).toEqual([
      { url: 'a-1', text: 'Oferta', imageURL: '/a.svg' },
      { url: 'b-2', text: 'Sem foto', imageURL: '' },
      { url: 'c-3', text: 'Sem campo', imageURL: '' },
    ]);
    serveHome({});
    expect((await getHome()).offers).toEqual([]);
    serveHome({ offers: null });
    expect((await getHome()).offers).toEqual([]);
  });

  it.each([
    ['not a list', { offers: 'ofertas' }],
    ['a card without url', { offers: [{ text: 'Oferta', imageURL: '/a.svg' }] }],
    ['a card with an empty text', { offers: [{ url: 'a-1', text: '', imageURL: '/a.svg' }] }],
    ['a card whose text is not a string', { offers: [{ url: 'a-1', text: { pt: 'Oferta' }, imageURL: '/a.svg' }] }],
  ])('offers that break the contract (%s) break the reply, as a bad banner does', async (_, body) => {
    serveHome(body);
    await expect(getHome()).rejects.toMatchObject({ kind: 'contract', code: 'BAD_RESPONSE' });
  });

  it('a home whose offers break the contract shows what a failed home shows (logged, the error view), never a half page', async () => {
    serveHome({ offers: [{ text: 'Oferta' }], mostViewedItems: [{ url: 'x-1', value: 10 }] });
    renderApp('/home');
    const view = await within(await screen.findByRole('main')).findByRole('alert', {}, { timeout: 5000 });
    expect(within(view).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ofertas especiais' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mais vistos' })).not.toBeInTheDocument();
  });
});

describe('the seed offers on the home', () => {
  it('each card opens its product page, whose title agrees with the card', async () => {
    setScreenWidth(1280);
    const { user } = renderApp('/home');
    const offers = await screen.findByRole('region', { name: 'Ofertas especiais' });
    const first = within(offers).getAllByRole('link')[0];
    const offer = db().offers[0];
    const product = db().products.find((p) => p.uuid === offer.productUuid)!;
    expect(first).toHaveAccessibleName(offer.text);
    await user.click(first);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(product.part_name));
  });
});
