import { screen, within } from '@testing-library/react';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import type { Subscription } from '@pecaja/simulated-api/types';
import { hasRowActions } from '@/features/subscriptions/statement-rules';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';
import { setScreenWidth } from '../../support/viewport';

const initialMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = initialMatchMedia;
});

/** A waiting Gold request whose bank slip was sent (bi_status 2: download, cancel and copy). */
function addSentSlip(): Subscription {
  const s = db();
  const user = s.users.find((u) => u.phone === DEMO.subscriber.phone)!;
  const orderId = ++s.seq;
  const sub: Subscription = {
    id: ++s.seq,
    userId: user.id,
    kind: 'plan',
    planId: 4,
    frequency: 'annual',
    status: 'WAITING',
    createdAt: new Date().toISOString(),
    expires: new Date(Date.now() + 5 * 86400000).toISOString(),
    payment_method: 'bank_slip',
    amount: 1919.04,
    discount: 479.76,
    email: 'x@exemplo.com.br',
    identification: '12345678909',
    bi_status: 2,
    payment_order_id: orderId,
  };
  s.subscriptions.push(sub);
  s.paymentOrders.push({
    id: orderId,
    subscriptionId: sub.id,
    userId: user.id,
    status: 'SENT',
    amount: 1919.04,
    description: 'Premium',
    payment_method: 'bank_slip',
    expires: sub.expires,
    createdAt: sub.createdAt,
    bankSlip: {
      due_date: '2026-12-01',
      barcode: '34191790010104351004791020150008291070026000',
      our_number: '12345678',
      amount: 1919.04,
      fileName: 'boleto.pdf',
      url: '/demo/boleto-exemplo.pdf',
      state: 'sent',
    },
  });
  return sub;
}

/** The card's fields as [label, value] pairs, in order. */
function fieldsOf(card: HTMLElement): [string, string][] {
  return Array.from(card.querySelectorAll('dl > div')).map((f) => [f.querySelector('dt')!.textContent!.trim(), f.querySelector('dd')!.textContent!.trim()]);
}

describe('subscription statement on a phone (below 576 px)', () => {
  it('shows a labelled card per subscription instead of a table; the actions come last', async () => {
    setScreenWidth(375);
    addSentSlip();
    loginAs('subscriber');
    renderApp('/adm/subscription/statement');
    const list = await screen.findByRole('list', { name: 'Suas assinaturas' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const gold = cards.find((c) => c.textContent!.includes('Gold'))!;
    expect(fieldsOf(gold)).toEqual([
      ['Plano', 'Gold'],
      ['Situação', 'Aguardando'],
      ['Periodicidade', 'Anual'],
      ['Máximo de itens', 'Ilimitado'],
      ['Vencimento', expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/)],
      ['Forma de pagamento', 'Boleto bancário'],
      ['Valor', 'R$ 1.919,04'],
      ['Desconto', 'R$ 479,76'],
      ['Ações', 'Baixar boletoCancelar pedidoCopiar código de barras'],
    ]);
    // Screen readers get the same labels: each value is the definition of its term.
    expect(
      within(gold)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toContain('Situação');
    const group = within(gold).getByRole('group', { name: 'Ações do boleto do plano Gold' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Baixar boleto', 'Cancelar pedido', 'Copiar código de barras']);
    const silver = cards.find((c) => c.textContent!.includes('Silver'))!;
    expect(within(silver).getByRole('button', { name: 'Opções da assinatura Silver' })).toBeInTheDocument();
  });

  it('leaves out the fields a row has nothing for (no discount, no actions)', async () => {
    setScreenWidth(375);
    const s = db();
    const sub = s.subscriptions.find((x) => x.userId === s.users.find((u) => u.phone === DEMO.subscriber.phone)!.id)!;
    // Monthly at the full price: no discount.
    sub.frequency = 'monthly';
    sub.amount = s.plans.find((p) => p.id === sub.planId)!.monthly;
    sub.status = 'CANCELLED';
    loginAs('subscriber');
    renderApp('/adm/subscription/statement');
    const list = await screen.findByRole('list', { name: 'Suas assinaturas' });
    const labels = fieldsOf(within(list).getByRole('listitem')).map(([label]) => label);
    expect(labels).toEqual(['Plano', 'Situação', 'Periodicidade', 'Máximo de itens', 'Vencimento', 'Forma de pagamento', 'Valor']);
  });

  it('from 576 px keeps the table with its column and row headers', async () => {
    setScreenWidth(576);
    loginAs('subscriber');
    renderApp('/adm/subscription/statement');
    const table = await screen.findByRole('table', { name: 'Suas assinaturas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Plano', 'Situação', 'Periodicidade', 'Máximo de itens', 'Vencimento', 'Forma de pagamento', 'Valor', 'Desconto', 'Ações']);
    expect(within(table).getByRole('rowheader', { name: 'Silver' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Suas assinaturas' })).not.toBeInTheDocument();
  });
});

describe('hasRowActions', () => {
  const row = (status: string, bi_status: number | null) => ({ status, bi_status });
  it('a waiting row has bank-slip buttons unless its slip is paid; an active plan has its menu; ads and cancelled rows have none', () => {
    expect(hasRowActions('plan', row('WAITING', null))).toBe(true);
    expect(hasRowActions('plan', row('WAITING', 2))).toBe(true);
    expect(hasRowActions('plan', row('WAITING', 3))).toBe(false);
    expect(hasRowActions('ads', row('WAITING', 0))).toBe(true);
    expect(hasRowActions('plan', row('ACTIVATED', 3))).toBe(true);
    expect(hasRowActions('ads', row('ACTIVATED', 3))).toBe(false);
    expect(hasRowActions('plan', row('CANCELLED', 4))).toBe(false);
  });
});
