import { screen } from '@testing-library/react';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

describe('payment identification: CPF and CNPJ check digits', () => {
  it.each(['11111111111', '12345678900', '11222333000182'])('%s is refused in the form and nothing is sent', async (digits) => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/payment-request')) posts.push(request.url);
    });
    loginAs('buyer');
    const { user } = renderApp('/payment', { state: { id: 2, frequency: 'monthly' } });
    await user.type(await screen.findByLabelText('CPF ou CNPJ'), digits);
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText('Informe um CPF ou CNPJ válido: confira os números.')).toBeInTheDocument();
    expect(posts).toEqual([]);
    const buyer = db().users.find((u) => u.phone === DEMO.buyer.phone)!;
    expect(db().subscriptions.some((x) => x.userId === buyer.id)).toBe(false);
    server.events.removeAllListeners();
  });
});
