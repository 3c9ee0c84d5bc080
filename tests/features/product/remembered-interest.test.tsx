import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { requestEngagement } from '@/api/interest';
import { getProductPhone } from '@/api/product';
import { aBuyer, anAdvertiser, anEngagement, aPart, startTinyDb } from '@pecaja/simulated-api/builders';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../../support/render';
import { watchRequests } from '../../support/requests';
import { loginAs } from '../../support/session';

/**
 * A buyer, another buyer, and two parts of one shop: one the buyer already asked about (and the
 * shop answered), one they did not. Alone in the simulated API's database.
 */
function parts() {
  const [buyer, other, owner] = [aBuyer(), aBuyer(), anAdvertiser()];
  const [asked, fresh] = [aPart({ owner, part_name: 'Radiador Fiat Uno' }), aPart({ owner, part_name: 'Alternador Fiat Uno' })];
  startTinyDb({ users: [buyer, other, owner], products: [asked, fresh], engagements: [anEngagement({ part: asked, buyer, status: 'CONTACTED' })] });
  return { buyer, owner, asked, fresh };
}

/** The app's one phone format: (11) 9-8765-4321. */
const shownPhone = (digits: string) => `(${digits.slice(0, 2)}) ${digits.slice(2, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;

/** Counts the phone calls the page makes (the simulated API still answers them). */
function countPhoneCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.startsWith('/api/product-phone/')) calls.push(request.url);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

describe('remembered interest on the product page', () => {
  it('a buyer who already registered interest sees the phone and the WhatsApp link on return, with no new engagement', async () => {
    const { asked, owner, buyer } = parts();
    loginAs(buyer);
    const before = db().engagements.length;
    renderApp(`/product/${asked.url}`);
    const card = await screen.findByRole('region', { name: 'Anunciante' });
    expect(await within(card).findByText(shownPhone(owner.phone))).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining(`https://wa.me/55${owner.phone}`),
    );
    expect(within(card).queryByRole('button', { name: 'Tenho Interesse' })).not.toBeInTheDocument();
    expect(db().engagements).toHaveLength(before);
  });

  it('interest registered once is still there after leaving: a new visit (fresh app) shows the phone', async () => {
    const { fresh, owner, buyer } = parts();
    loginAs(buyer);
    const first = renderApp(`/product/${fresh.url}`);
    await first.user.click(await screen.findByRole('button', { name: 'Tenho Interesse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tenho interesse nesta peça' });
    await first.user.click(within(dialog).getByRole('checkbox', { name: 'Li e concordo' }));
    await first.user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    await first.user.click(within(dialog).getByRole('button', { name: 'Ver telefone' }));
    expect(await screen.findByText(shownPhone(owner.phone))).toBeInTheDocument();
    first.unmount();

    renderApp(`/product/${fresh.url}`);
    expect(await screen.findByText(shownPhone(owner.phone))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conversar no WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tenho Interesse' })).not.toBeInTheDocument();
  });

  it('a buyer who has not asked yet keeps the hidden phone and the interest button (no error shown)', async () => {
    const { fresh, buyer } = parts();
    loginAs(buyer);
    const phoneCalls = countPhoneCalls();
    renderApp(`/product/${fresh.url}`);
    const button = await screen.findByRole('button', { name: 'Tenho Interesse' });
    // The button waits for the answer to the phone call, then is usable.
    await waitFor(() => expect(button).toBeEnabled());
    expect(phoneCalls.calls).toHaveLength(1);
    phoneCalls.stop();
    expect(screen.getByText('(**) *-****-****')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Conversar no WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pedido de interesse não encontrado.')).not.toBeInTheDocument();
  });

  it('a logged-out visitor does not ask for the phone', async () => {
    const { asked } = parts();
    const requests = watchRequests();
    const { queryClient } = renderApp(`/product/${asked.url}`);
    expect(await screen.findByRole('button', { name: 'Tenho Interesse' })).toBeEnabled();
    expect(screen.getByText('(**) *-****-****')).toBeInTheDocument();
    // The page has done all it asked for: every request answered, no query still fetching.
    await requests.settled(queryClient);
    expect(requests.paths().filter((path) => path.startsWith('/product-phone/'))).toEqual([]);
  });

  it("another buyer's interest in the part does not reveal the phone to this buyer", async () => {
    const { asked, buyer } = parts();
    const someone = db().users.find((u) => u.role === 'buyer' && u.id !== buyer.id)!;
    db().engagements = db().engagements.filter((e) => !(e.productId === asked.id && e.buyerId === buyer.id));
    db().engagements.push({
      id: 999_001,
      productId: asked.id,
      buyerId: someone.id,
      status: 'OPENED',
      date: new Date().toISOString(),
      quantity: 1,
      contactPreference: 'CALL',
    });
    loginAs(buyer);
    renderApp(`/product/${asked.url}`);
    const button = await screen.findByRole('button', { name: 'Tenho Interesse' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByText('(**) *-****-****')).toBeInTheDocument();
  });

  it('a failing phone call (server down) leaves the interest button usable', async () => {
    const { asked, buyer } = parts();
    loginAs(buyer);
    server.use(
      http.get(
        '/api/product-phone/:url',
        () => new Response(JSON.stringify({ success: false, response: 'INTERNAL_ERROR' }), { status: 500, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    renderApp(`/product/${asked.url}`);
    const button = await screen.findByRole('button', { name: 'Tenho Interesse' });
    await waitFor(() => expect(button).toBeEnabled());
  });
});

describe('simulated API: the phone answers a registered interest, and interest is recorded once', () => {
  it('GET /product-phone answers only after the buyer registered interest in that part', async () => {
    const { fresh, buyer } = parts();
    loginAs(buyer);
    // A refusal in the envelope (success false), not an HTTP error the browser would log on every visit.
    await expect(getProductPhone(fresh.url)).rejects.toMatchObject({ kind: 'refused', code: 'ENGAGEMENT_NOT_FOUND' });
    expect(await requestEngagement(fresh.id, 'CALL')).toBe('ENGAGEMENT_CREATED');
    expect(await getProductPhone(fresh.url)).toMatchObject({ phoneCode: expect.stringMatching(/^\d{2}$/) });
  });

  it('a second interest in the same part (even after the advertiser answered) creates no second engagement', async () => {
    const { fresh, asked, buyer } = parts();
    loginAs(buyer);
    const mine = (id: number) => db().engagements.filter((e) => e.productId === id && e.buyerId === buyer.id);

    expect(await requestEngagement(fresh.id, 'WHATSAPP')).toBe('ENGAGEMENT_CREATED');
    expect(await requestEngagement(fresh.id, 'EMAIL')).toBe('ENGAGEMENT_CREATED');
    expect(mine(fresh.id)).toEqual([expect.objectContaining({ status: 'OPENED', contactPreference: 'EMAIL' })]);

    // The earlier interest was already answered (contact data sent).
    const [answered] = mine(asked.id);
    expect(answered.status).not.toBe('OPENED');
    const seen = { ...answered };
    expect(await requestEngagement(asked.id, 'CALL')).toBe('ENGAGEMENT_CREATED');
    expect(mine(asked.id)).toEqual([seen]);
  });
});
