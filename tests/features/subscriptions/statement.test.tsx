import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import type { Subscription } from '@pecaja/simulated-api/types';
import { renderApp } from '../../support/render';
import { watchRequests } from '../../support/requests';
import { callAs } from '../../support/simulated-api';
import { loginAs } from '../../support/session';

function userId(role: keyof typeof DEMO): number {
  return db().users.find((u) => u.phone === DEMO[role].phone)!.id;
}

/** Adds a waiting Basic request with an order (and a slip when bi_status says one exists). */
function addWaiting(role: keyof typeof DEMO, biStatus: number | null): Subscription {
  const s = db();
  const orderId = ++s.seq;
  const sub: Subscription = {
    id: ++s.seq,
    userId: userId(role),
    kind: 'plan',
    planId: 2,
    frequency: 'monthly',
    status: 'WAITING',
    createdAt: new Date().toISOString(),
    expires: new Date(Date.now() + 5 * 86400000).toISOString(),
    payment_method: 'bank_slip',
    amount: 49.9,
    discount: 0,
    email: 'x@exemplo.com.br',
    identification: '12345678909',
    bi_status: biStatus,
    payment_order_id: orderId,
  };
  s.subscriptions.push(sub);
  s.paymentOrders.push({
    id: orderId,
    subscriptionId: sub.id,
    userId: sub.userId,
    status: 'WAITING',
    amount: 49.9,
    description: 'Basic',
    payment_method: 'bank_slip',
    expires: sub.expires,
    createdAt: sub.createdAt,
    bankSlip:
      biStatus === null
        ? null
        : {
            due_date: '2026-12-01',
            barcode: '34191790010104351004791020150008291070026000',
            our_number: '12345678',
            amount: 49.9,
            fileName: 'boleto.pdf',
            url: '/demo/boleto-exemplo.pdf',
            state: 'created',
          },
  });
  return sub;
}

function rowOf(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name }).closest('tr')!;
}

describe('subscription statement', () => {
  it('a waiting request shows the due date of the bank slip the manager registered', async () => {
    const sub = addWaiting('subscriber', null);
    // Later than the request's own deadline (5 days): the slip's date is the one to pay by.
    const due = new Date(Date.now() + 12 * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
    const body = new FormData();
    body.set('payment_order', String(sub.payment_order_id));
    body.set('due_date', due);
    body.set('barcode', '34191790010104351004791020150008291070026000');
    body.set('our_number', '55667788');
    body.set('amount', '49,90');
    body.set('file', new File(['%PDF-1.4\n%%EOF\n'], 'boleto.pdf', { type: 'application/pdf' }));
    const res = await callAs('/manager-bank-invoices', 'manager', { method: 'POST', body });
    expect(await res.json()).toMatchObject({ success: true, response: 'PAYMENT_ORDER_SUCCESS' });

    loginAs('subscriber');
    renderApp('/adm/subscription/statement');
    const row = within(await screen.findByRole('rowheader', { name: 'Bronze' }).then((c) => c.closest('tr')!));
    const [y, m, d] = due.split('-');
    expect(row.getByText(`${d}/${m}/${y}`)).toBeInTheDocument();
  });

  it('shows a row per subscription with its badge, frequency, max, expiry, method, amount and discount', async () => {
    loginAs('subscriber');
    renderApp('/adm/subscription/statement');
    expect(await screen.findByRole('heading', { name: 'Extrato de assinaturas' })).toBeInTheDocument();
    const row = within(await screen.findByRole('rowheader', { name: 'Silver' }).then((c) => c.closest('tr')!));
    expect(row.getByText('Ativo')).toBeInTheDocument();
    expect(row.getByText('Anual')).toBeInTheDocument();
    // The maximum with its thousands separator.
    expect(row.getByText('1.000')).toBeInTheDocument();
    expect(row.getByText('Boleto bancário')).toBeInTheDocument();
    expect(row.getByText('R$ 959,04')).toBeInTheDocument();
    // 12 x 99,90 - 959,04
    expect(row.getByText('R$ 239,76')).toBeInTheDocument();
  });

  it('ACTIVATED: a menu with change plan (when updateable) and cancel', async () => {
    loginAs('subscriber');
    const { user } = renderApp('/adm/subscription/statement');
    await user.click(await screen.findByRole('button', { name: 'Opções da assinatura Silver' }));
    expect(await screen.findByRole('button', { name: 'Alterar plano' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar assinatura' })).toBeInTheDocument();
  });

  it('ACTIVATED with a pending change: no change-plan item; WAITING with no slip: one cancel button, no download', async () => {
    addWaiting('subscriber', null);
    loginAs('subscriber');
    const { user } = renderApp('/adm/subscription/statement');
    const waiting = within(rowOf(await screen.findByText('Aguardando').then(() => 'Bronze')));
    expect(waiting.getByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
    expect(waiting.queryByRole('button', { name: 'Baixar boleto' })).not.toBeInTheDocument();
    expect(waiting.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Opções da assinatura Silver' }));
    expect(await screen.findByRole('button', { name: 'Cancelar assinatura' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alterar plano' })).not.toBeInTheDocument();
  });

  it('WAITING with a registered slip: a group whose download is danger at 0; status 2 adds copy barcode', async () => {
    addWaiting('buyer', 0);
    loginAs('buyer');
    renderApp('/adm/subscription/statement');
    const group = await screen.findByRole('group', { name: 'Ações do boleto do plano Bronze' });
    expect(within(group).getByRole('button', { name: 'Baixar boleto' })).toHaveClass('btn-danger');
    expect(within(group).queryByRole('button', { name: 'Copiar código de barras' })).not.toBeInTheDocument();
  });

  it('WAITING at status 2: download styled secondary plus copy barcode; download opens the slip in a new tab', async () => {
    addWaiting('buyer', 2);
    loginAs('buyer');
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderApp('/adm/subscription/statement');
    const group = await screen.findByRole('group', { name: 'Ações do boleto do plano Bronze' });
    const download = within(group).getByRole('button', { name: 'Baixar boleto' });
    expect(download).toHaveClass('btn-secondary');
    expect(within(group).getByRole('button', { name: 'Copiar código de barras' })).toBeInTheDocument();
    await user.click(download);
    await waitFor(() => expect(tab.location.href).toMatch(/\/demo\/boleto-exemplo\.pdf$/));
    expect(open).toHaveBeenCalledWith('', '_blank');
    open.mockRestore();
  });

  it('WAITING: cancelling sets the status through PUT /payment-update-status and reloads the list', async () => {
    const sub = addWaiting('buyer', null);
    loginAs('buyer');
    const { user } = renderApp('/adm/subscription/statement');
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByText('Cancelado')).toBeInTheDocument();
    expect(db().subscriptions.find((x) => x.id === sub.id)!.status).toBe('CANCELLED');
    expect(await screen.findByText('Pedido cancelado.')).toBeInTheDocument();
  });

  it('WAITING: two clicks on the confirm in one task send one PUT /payment-update-status and show one toast', async () => {
    addWaiting('buyer', null);
    const requests = watchRequests();
    loginAs('buyer');
    const { user, queryClient } = renderApp('/adm/subscription/statement');
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar pedido' });
    // Both clicks land before React re-renders and disables the button.
    act(() => {
      confirm.click();
      confirm.click();
    });
    expect(await screen.findByText('Pedido cancelado.')).toBeInTheDocument();
    // Counted once every request is answered and nothing is running (a second one would be by then).
    await requests.settled(queryClient);
    expect(requests.count('PUT', '/payment-update-status')).toBe(1);
    expect(screen.getAllByText('Pedido cancelado.')).toHaveLength(1);
    expect(screen.queryByTestId('toast-danger')).not.toBeInTheDocument();
  });

  it('CANCELLED rows have no actions', async () => {
    const sub = addWaiting('buyer', null);
    sub.status = 'CANCELLED';
    loginAs('buyer');
    renderApp('/adm/subscription/statement');
    const row = within(rowOf(await screen.findByText('Cancelado').then(() => 'Bronze')));
    expect(row.queryAllByRole('button')).toHaveLength(0);
  });

  it('cancelling an active subscription: warning, optional reason, PUT /unsubscribe, then /', async () => {
    loginAs('subscriber');
    const { user, router } = renderApp('/adm/subscription/statement');
    await user.click(await screen.findByRole('button', { name: 'Opções da assinatura Silver' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/você perde o acesso à plataforma de anúncios/)).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Motivo do cancelamento (opcional)');
    expect(reason).toHaveAttribute('rows', '3');
    await user.type(reason, 'Vendi a loja');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sub = db().subscriptions.find((x) => x.userId === userId('subscriber') && x.kind === 'plan')!;
    expect(sub.status).toBe('CANCELLED');
    expect(sub.cancelReason).toBe('Vendi a loja');
  });

  it('a failed cancellation shows the response text in a red toast for 5 s', async () => {
    server.use(http.put('/api/unsubscribe', () => HttpResponse.json({ success: false, response: 'Não foi possível cancelar agora' }, { status: 500 })));
    loginAs('subscriber');
    const { user, router } = renderApp('/adm/subscription/statement');
    await user.click(await screen.findByRole('button', { name: 'Opções da assinatura Silver' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar cancelamento' }));
    const toastEl = await screen.findByTestId('toast-danger');
    expect(toastEl).toHaveTextContent('Não foi possível cancelar agora');
    expect(router.state.location.pathname).toBe('/adm/subscription/statement');
  });

  it('no subscriptions: an upgrade prompt linking to /subscription', async () => {
    loginAs('buyer');
    renderApp('/adm/subscription/statement');
    expect(await screen.findByText(/Você ainda não tem uma assinatura/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute('href', '/subscription');
  });

  it('change plan: full-screen plans list, then the payment step, PUT /subscription-update-chosen', async () => {
    loginAs('subscriber');
    let sent: Record<string, unknown> | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/subscription-update-chosen')) sent = (await request.clone().json()) as Record<string, unknown>;
    });
    const { user } = renderApp('/adm/subscription/statement');
    await user.click(await screen.findByRole('button', { name: 'Opções da assinatura Silver' }));
    await user.click(await screen.findByRole('button', { name: 'Alterar plano' }));
    await user.click(await screen.findByRole('button', { name: 'Assinar o plano Gold' }));
    expect(await screen.findByRole('heading', { name: 'Pagamento do novo plano' }, { timeout: 3000 })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('CPF ou CNPJ'), '12345678909');
    await user.type(screen.getByLabelText('E-mail'), 'carlos@autopecassilva.com.br');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText(/Pedido de pagamento registrado/)).toBeInTheDocument();
    expect(sent).toMatchObject({ plan_id: 4, frequency: 'monthly', method: 'bank_slip', email: 'carlos@autopecassilva.com.br', identification: '12345678909' });
    server.events.removeAllListeners();
  });
});
