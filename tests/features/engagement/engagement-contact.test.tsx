import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/app/i18n';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import type { ContactPreference } from '@pecaja/simulated-api/types';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

/** Requests already picked by this test: each pick is a different row. */
const taken = new Set<number>();

/** One of the demo subscriber's requests with its buyer and part, set to a channel. */
function requestWith(preference: ContactPreference, status: 'OPENED' | 'CONTACTED' = 'OPENED') {
  const s = db();
  const owner = s.users.find((u) => u.phone === DEMO.subscriber.phone)!;
  const mine = new Set(s.products.filter((p) => p.ownerId === owner.id).map((p) => p.id));
  const e = s.engagements.find((x) => mine.has(x.productId) && x.status === status && !taken.has(x.id))!;
  taken.add(e.id);
  e.contactPreference = preference;
  return { e, buyer: s.users.find((u) => u.id === e.buyerId)!, product: s.products.find((p) => p.id === e.productId)! };
}

beforeEach(() => taken.clear());

describe('interest requests show who is interested and how to reach them', () => {
  it('each row shows the buyer, the channel with its name, a WhatsApp chat naming the part, and the number to call', async () => {
    const whats = requestWith('WHATSAPP');
    const call = requestWith('CALL');
    const mail = requestWith('EMAIL', 'CONTACTED');
    loginAs('subscriber');
    const { user } = renderApp('/adm/engagement');
    expect(await screen.findByRole('columnheader', { name: 'Contato' })).toBeInTheDocument();

    const whatsRow = screen.getByTestId(`engagement-row-${whats.e.id}`);
    expect(whatsRow).toHaveTextContent(whats.buyer.name);
    expect(within(whatsRow).getByTestId('contact-channel')).toHaveTextContent(/^WhatsApp$/);
    const chat = within(whatsRow).getByRole('link', { name: `Conversar com ${whats.buyer.name} no WhatsApp (abre em nova aba)` });
    const greeting = `Olá, ${whats.buyer.name.split(' ')[0]}! Vi seu interesse na peça ${whats.product.part_name} no PeçaJá.`;
    expect(chat).toHaveAttribute('href', `https://wa.me/55${whats.buyer.phone}?text=${encodeURIComponent(greeting)}`);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');

    const callRow = screen.getByTestId(`engagement-row-${call.e.id}`);
    expect(within(callRow).getByTestId('contact-channel')).toHaveTextContent(/^Ligação$/);
    expect(within(callRow).getByRole('link', { name: new RegExp(`^Ligar para ${call.buyer.name}`) })).toHaveAttribute('href', `tel:+55${call.buyer.phone}`);
    expect(within(callRow).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();

    const mailRow = screen.getByTestId(`engagement-row-${mail.e.id}`);
    expect(within(mailRow).getByTestId('contact-channel')).toHaveTextContent(/^E-mail$/);
    // A buyer who chose e-mail gave it: a mailto: link and no phone link.
    expect(within(mailRow).getByRole('link')).toHaveAttribute('href', `mailto:${mail.buyer.email}`);

    // The chat link opens itself, not the row's answer dialog.
    chat.addEventListener('click', (ev) => ev.preventDefault());
    await user.click(chat);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('WhatsApp without the buyer phone shows the channel but no link; a row without a channel says so', async () => {
    loginAs('subscriber');
    const row = (id: number, extra: Record<string, unknown>) => ({
      id,
      interested: 'Ana Ribeiro',
      car_part: 'Farol Fiat Uno',
      date: new Date().toISOString(),
      status: 'OPENED',
      quantity: 1,
      ...extra,
    });
    server.use(
      http.get('/api/engagement-page', () =>
        HttpResponse.json({ success: true, response: [row(1, { contact_preference: 'WHATSAPP' }), row(2, {}), row(3, { contact_preference: 'FAX' })] }),
      ),
    );
    renderApp('/adm/engagement');
    const first = await screen.findByTestId('engagement-row-1');
    expect(within(first).getByText('WhatsApp')).toBeInTheDocument();
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('engagement-row-2')).getByText('Não informado')).toBeInTheDocument();
    expect(within(screen.getByTestId('engagement-row-3')).getByText('Não informado')).toBeInTheDocument();
  });

  it('in English', async () => {
    const whats = requestWith('WHATSAPP');
    requestWith('CALL');
    loginAs('subscriber');
    await i18n.changeLanguage('en');
    try {
      renderApp('/adm/engagement');
      expect(await screen.findByRole('columnheader', { name: 'Contact' })).toBeInTheDocument();
      const link = within(screen.getByTestId(`engagement-row-${whats.e.id}`)).getByRole('link', {
        name: `Chat with ${whats.buyer.name} on WhatsApp (opens in a new tab)`,
      });
      expect(decodeURIComponent(link.getAttribute('href')!.split('text=')[1])).toBe(
        `Hello ${whats.buyer.name.split(' ')[0]}! I saw your interest in the part ${whats.product.part_name} on PeçaJá.`,
      );
      expect(screen.getAllByText('Call').length).toBeGreaterThan(0);
    } finally {
      cleanup();
      await i18n.changeLanguage('pt');
    }
  });
});
