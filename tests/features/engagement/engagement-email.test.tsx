import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getEngagements } from '@/features/engagement/api/engagement';
import { aBuyer, anAdvertiser, anEngagement, aPart, startTinyDb } from '@pecaja/simulated-api/builders';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

/** A shop with two open requests for its part: one to be answered by e-mail, one by WhatsApp. */
function emailRequest() {
  const [shop, buyer, other] = [anAdvertiser(), aBuyer({ name: 'Beatriz Lopes', email: 'beatriz.lopes@exemplo.com.br' }), aBuyer()];
  const part = aPart({ owner: shop });
  const e = anEngagement({ part, buyer, contactPreference: 'EMAIL' });
  startTinyDb({ users: [shop, buyer, other], products: [part], engagements: [e, anEngagement({ part, buyer: other, contactPreference: 'WHATSAPP' })] });
  return { e, buyer, shop };
}

describe('a buyer who chose e-mail can be reached', () => {
  it("the simulated API sends interested_email, the buyer's account e-mail, on EMAIL rows only", async () => {
    const { e, buyer, shop } = emailRequest();
    loginAs(shop);
    const rows = await getEngagements();
    const row = rows.find((r) => r.id === e.id)!;
    expect(row.interested_email).toBe(buyer.email);
    const others = rows.filter((r) => r.contact_preference !== 'EMAIL');
    expect(others).toHaveLength(1);
    for (const other of others) expect(other.interested_email).toBe('');
  });

  it("an EMAIL row links to the buyer's e-mail (mailto:)", async () => {
    const { e, buyer, shop } = emailRequest();
    loginAs(shop);
    renderApp('/adm/engagement');
    const row = await screen.findByTestId(`engagement-row-${e.id}`, {}, { timeout: 5000 });
    expect(within(row).getByTestId('contact-channel')).toHaveTextContent(/^E-mail$/);
    const link = within(row).getByRole('link', { name: `Enviar e-mail para ${buyer.name} (${buyer.email})` });
    expect(link).toHaveAttribute('href', `mailto:${buyer.email}`);
    expect(link).toHaveTextContent(buyer.email);
  });

  it("without interested_email, the row says that 'Enviar meus dados' sends your contact to the buyer by e-mail", async () => {
    loginAs('subscriber');
    server.use(
      http.get('/api/engagement-page', () =>
        HttpResponse.json({
          success: true,
          response: [
            {
              id: 7,
              interested: 'Ana Ribeiro',
              car_part: 'Farol Fiat Uno',
              date: new Date().toISOString(),
              status: 'OPENED',
              quantity: 1,
              contact_preference: 'EMAIL',
            },
            {
              id: 8,
              interested: 'Rui Lima',
              car_part: 'Farol Fiat Uno',
              date: new Date().toISOString(),
              status: 'OPENED',
              quantity: 1,
              contact_preference: 'EMAIL',
              interested_email: 'javascript:alert(1)',
            },
          ],
        }),
      ),
    );
    renderApp('/adm/engagement');
    for (const id of [7, 8]) {
      const row = await screen.findByTestId(`engagement-row-${id}`, {}, { timeout: 5000 });
      expect(within(row).queryByRole('link')).not.toBeInTheDocument();
      expect(row).toHaveTextContent('“Enviar meus dados de contato ao interessado” envia o seu contato ao comprador por e-mail.');
    }
  });
});
