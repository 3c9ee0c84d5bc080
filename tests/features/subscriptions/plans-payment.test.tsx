import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { takeLoginCallback } from '@/lib/login-callback';
import { storageKeys } from '@/lib/storage-keys';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

describe('plans page /subscription', () => {
  it('shows a card per plan with its tier name, cap, frequency, discount and price', async () => {
    const { user } = renderApp('/subscription');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escolha o plano ideal para anunciar suas peças' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Livre' })).toBeInTheDocument();
    for (const name of ['Bronze', 'Silver', 'Gold']) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText('Até 4 peças')).toBeInTheDocument();
    expect(screen.getByText('Até 200 peças')).toBeInTheDocument();
    expect(screen.getByText('Até 1000 peças')).toBeInTheDocument();
    expect(screen.getByText('Peças ilimitadas')).toBeInTheDocument();
    expect(screen.getByText('Recomendado')).toBeInTheDocument();
    const bronze = within(screen.getByRole('heading', { name: 'Bronze' }).closest('.card') as HTMLElement);
    expect(bronze.getByText('R$ 49,90')).toBeInTheDocument();
    await user.selectOptions(bronze.getByLabelText('Periodicidade do plano Bronze'), 'annual');
    expect(bronze.getByText('R$ 479,04')).toBeInTheDocument();
    expect(bronze.getByText('20% de desconto')).toBeInTheDocument();
  });

  it('a visitor pressing Subscribe stores the login callback to /payment with the plan and goes to /auth', async () => {
    const { user, router } = renderApp('/subscription');
    const silver = within((await screen.findByRole('heading', { name: 'Silver' })).closest('.card') as HTMLElement);
    await user.selectOptions(silver.getByLabelText('Periodicidade do plano Silver'), 'semiannual');
    await user.click(silver.getByRole('button', { name: 'Assinar o plano Silver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(takeLoginCallback()).toEqual({ path: '/payment', state: { id: 3, frequency: 'semiannual' } });
  });

  it('a logged-in user goes to /payment with {id, frequency} in navigation state', async () => {
    loginAs('buyer');
    const { user, router } = renderApp('/subscription');
    await user.click(await screen.findByRole('button', { name: 'Assinar o plano Bronze' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.state).toEqual({ id: 2, frequency: 'monthly' });
  });

  it('hides the Free plan from a user who holds it and offers an upgrade', async () => {
    const buyer = db().users.find((u) => u.phone === DEMO.buyer.phone)!;
    db().subscriptions.push({
      id: 90001,
      userId: buyer.id,
      kind: 'plan',
      planId: 1,
      frequency: 'monthly',
      status: 'ACTIVATED',
      createdAt: new Date().toISOString(),
      expires: new Date(Date.now() + 30 * 86400000).toISOString(),
      payment_method: 'bank_slip',
      amount: 0,
      discount: 0,
      email: buyer.email,
      identification: '12345678909',
      bi_status: null,
      payment_order_id: 90002,
    });
    loginAs('buyer');
    renderApp('/subscription');
    expect(await screen.findByRole('heading', { name: 'Bronze' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Livre' })).not.toBeInTheDocument();
    expect(screen.getByText('Você está no plano livre. Faça o upgrade para anunciar mais peças.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fazer upgrade para o plano Gold' })).toBeInTheDocument();
  });

  it('load failure: could not find subscription plans now plus the message', async () => {
    server.use(http.get('/api/subscription-page', () => HttpResponse.json({ success: false, response: 'Servidor em manutenção' }, { status: 503 })));
    renderApp('/subscription');
    expect(await screen.findByText('could not find subscription plans now: Servidor em manutenção')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('payment page /payment', () => {
  it('without a plan id goes back to /subscription', async () => {
    loginAs('buyer');
    const { router } = renderApp('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it('not logged in: stores the callback with the state and goes to /auth', async () => {
    const { router } = renderApp('/payment', { state: { id: 2, frequency: 'annual' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(takeLoginCallback()).toEqual({ path: '/payment', state: { id: 2, frequency: 'annual' } });
  });

  it('shows the plan, price, discount, limit and period; only the bank slip is active', async () => {
    loginAs('buyer');
    renderApp('/payment', { state: { id: 2, frequency: 'semiannual' } });
    const summary = within((await screen.findByRole('heading', { name: 'Resumo do pedido' })).closest('.card') as HTMLElement);
    expect(summary.getByText('Bronze')).toBeInTheDocument();
    expect(summary.getByText('R$ 269,46')).toBeInTheDocument();
    expect(summary.getByText('10%')).toBeInTheDocument();
    expect(summary.getByText('Até 200 peças')).toBeInTheDocument();
    expect(summary.getByText('Semestral')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Boleto bancário' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cartão de crédito/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Pix/ })).toBeDisabled();
    expect(screen.getByLabelText('Telefone')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 9-8765-4321');
  });

  it('a free plan (0,00) hides the payment options', async () => {
    loginAs('buyer');
    renderApp('/payment', { state: { id: 1, frequency: 'monthly' } });
    expect(await screen.findByText('Plano gratuito: nenhum pagamento é necessário.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('masks the identification, validates it and the e-mail, then redirects to /adm/dashboard 3 s after success', async () => {
    loginAs('buyer');
    const { user, router } = renderApp('/payment', { state: { id: 2, frequency: 'monthly' } });
    const id = await screen.findByLabelText('CPF ou CNPJ');
    await user.type(id, '1234567890');
    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText('Informe um CPF ou CNPJ válido: confira os números.')).toBeInTheDocument();
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    await user.type(id, '9');
    expect(id).toHaveValue('123.456.789-09');
    await user.type(screen.getByLabelText('E-mail'), 'exemplo.com.br');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText(/Pedido de pagamento registrado/)).toBeInTheDocument();
    const buyer = db().users.find((u) => u.phone === DEMO.buyer.phone)!;
    const sub = db().subscriptions.find((x) => x.userId === buyer.id)!;
    expect(sub).toMatchObject({ status: 'WAITING', planId: 2, identification: '12345678909', email: 'ana@exemplo.com.br' });
    expect(db().paymentOrders.find((o) => o.id === sub.payment_order_id)).toMatchObject({ status: 'WAITING', bankSlip: null });
    expect(router.state.location.pathname).toBe('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/dashboard'), { timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });

  it('brings the success message into view and focuses it (on a phone it is above the button, off screen)', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      loginAs('buyer');
      const { user } = renderApp('/payment', { state: { id: 2, frequency: 'monthly' } });
      await user.type(await screen.findByLabelText('CPF ou CNPJ'), '12345678909');
      await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
      await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
      const message = (await screen.findByText(/Pedido de pagamento registrado/)).closest('[role="status"]') as HTMLElement;
      await waitFor(() => expect(message).toHaveFocus());
      expect(scrolled).toContain(message);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('flags the e-mail field when the server message mentions mail', async () => {
    server.use(http.post('/api/payment-request', () => HttpResponse.json({ success: false, response: 'PAYMENT_INVALID_EMAIL' }, { status: 400 })));
    loginAs('buyer');
    const { user } = renderApp('/payment', { state: { id: 2, frequency: 'monthly' } });
    await user.type(await screen.findByLabelText('CPF ou CNPJ'), '11222333000181');
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveClass('is-invalid'));
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@exemplo.com.br');
  });

  it('recovers the plan from session storage after the login round trip lost the state', async () => {
    sessionStorage.setItem(storageKeys.paymentIntent, JSON.stringify({ kind: 'plan', id: 4, frequency: 'annual' }));
    loginAs('buyer');
    renderApp('/payment');
    expect(await screen.findByText('Gold')).toBeInTheDocument();
    expect(screen.getByText('R$ 1.919,04')).toBeInTheDocument();
  });

  it('/ads/payment without an id goes to /ads/subscribe', async () => {
    loginAs('subscriber');
    const { router } = renderApp('/ads/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ads/subscribe'));
  });
});
