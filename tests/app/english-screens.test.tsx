import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/app/i18n';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../support/render';
import { setScreenWidth } from '../support/viewport';

/**
 * An English visitor reads English wherever the app owns the words: the filters' fixed values,
 * the condition badges, the count and the pager, the shipping line, and numbers and money with
 * the English separators ('10,343 parts found' beside 'R$1,079.21', never 'R$ 1.079,21').
 * Part names and the other texts advertisers write stay as written.
 */
const ENGLISH_PRICE = /^-?R\$\d{1,3}(,\d{3})*\.\d{2}$/;
/** Portuguese the app itself used to write on these screens. */
const LEAKS = [/\bNovo\b/, /\bUsado\b/, /\bNacional\b/, /\bImportado\b/, /Envio a partir/, /Frete e prazo/, /Página/, /encontrad/, /R\$ \d/];

const leaksIn = (el: HTMLElement) =>
  LEAKS.filter((re) => re.test(el.textContent ?? '') || [...el.querySelectorAll('[aria-label]')].some((x) => re.test(x.getAttribute('aria-label') ?? '')));

describe('English everywhere', () => {
  const initialMatchMedia = window.matchMedia;
  beforeEach(async () => {
    setScreenWidth(1280);
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    cleanup();
    window.matchMedia = initialMatchMedia;
    server.events.removeAllListeners();
    await i18n.changeLanguage('pt');
  });

  it('more parts: filter values, badges, count, prices and pager in English; a ticked value is sent as the server wrote it', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/more-parts/')) bodies.push(await request.clone().json());
    });
    const { user } = renderApp('/more_parts');
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' }, { timeout: 20_000 });
    const condition = within(sidebar).getByRole('group', { name: 'Condition' });
    expect(
      within(condition)
        .getAllByRole('checkbox')
        .map((c) => c.closest('.form-check')?.textContent),
    ).toEqual(['New', 'Used']);
    const origin = within(sidebar).getByRole('group', { name: 'Origin' });
    expect(
      new Set(
        within(origin)
          .getAllByRole('checkbox')
          .map((c) => c.closest('.form-check')?.textContent),
      ),
    ).toEqual(new Set(['National', 'Imported']));

    const total = db().products.filter((p) => p.quantity > 0).length;
    expect(total).toBeGreaterThan(999);
    expect(screen.getByRole('heading', { name: `${total.toLocaleString('en-US')} parts found` })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Parts' });
    const prices = [...list.querySelectorAll('.product-price')].map((p) => p.textContent ?? '');
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(ENGLISH_PRICE);
    for (const badge of list.querySelectorAll('.badge')) expect(['New', 'Used']).toContain(badge.textContent);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toBeInTheDocument();
    expect(leaksIn(document.querySelector('main') ?? document.body)).toEqual([]);

    await user.click(within(condition).getByRole('checkbox', { name: 'Used' }));
    await waitFor(() => expect(bodies).toContainEqual({ condicao: ['Usado'] }));
    expect(within(screen.getByRole('group', { name: 'Condition' })).getByRole('checkbox', { name: 'Used' })).toBeChecked();
  }, 40_000);

  it('the product page: condition, price and shipping line in English', async () => {
    const owners = new Set(
      db()
        .users.filter((u) => u.profile.city)
        .map((u) => u.id),
    );
    const part = db().products.find((p) => p.quantity > 0 && owners.has(p.ownerId) && p.price >= 1000)!;
    const owner = db().users.find((u) => u.id === part.ownerId)!;
    renderApp(`/product/${part.url}`);
    expect(
      await screen.findByText(
        `Ships from ${owner.profile.city} - ${owner.profile.state}. Cost and delivery time agreed directly with the advertiser.`,
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    const main = document.querySelector('main') ?? document.body;
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BRL' }).format(part.price);
    expect(within(main).getAllByText(price).length).toBeGreaterThan(0);
    expect(price).toMatch(ENGLISH_PRICE);
    expect(within(main).getAllByText(part.is_new ? 'New' : 'Used').length).toBeGreaterThan(0);
    // The advertiser's own texts (name, compatibility, information) may be Portuguese; the app's are not.
    const own = [part.part_name, part.compatibility, part.informations, part.description];
    const appText = (main.textContent ?? '').split(/\n/).join(' ');
    const stripped = own.reduce((text, s) => text.split(s).join(' '), appText);
    expect(LEAKS.filter((re) => re.test(stripped))).toEqual([]);
  }, 40_000);
});
