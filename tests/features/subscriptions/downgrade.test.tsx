import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plan, StatementRow } from '@/features/subscriptions/api/subscriptions';
import { downgradeOf, planMax } from '@/features/subscriptions/downgrade';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 15000 };
/** The UI tests' own limit: the machine is shared. */
const UI_TEST_MS = 40_000;

type StartListener = Parameters<typeof server.events.on<'request:start'>>[1];
const listeners: StartListener[] = [];
afterEach(() => {
  for (const l of listeners.splice(0)) server.events.removeListener('request:start', l);
});

/** Every request the app sends from now on, as 'METHOD /path'. */
function recordRequests(): string[] {
  const calls: string[] = [];
  const listener: StartListener = ({ request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`);
  listeners.push(listener);
  server.events.on('request:start', listener);
  return calls;
}

const cardOf = async (name: string) => within((await screen.findByRole('heading', { level: 2, name }, SLOW)).closest('.card') as HTMLElement);

describe('a change to a smaller plan is confirmed first', { timeout: UI_TEST_MS }, () => {
  it("the Silver subscriber choosing 'Livre' sees the paid period left and the parts above the limit; Cancelar sends nothing", async () => {
    loginAs('subscriber');
    const { user, router } = renderApp('/subscription');
    const free = await cardOf('Livre');
    const calls = recordRequests();
    await user.click(free.getByRole('button', { name: 'Assinar o plano Livre' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Trocar para o plano Livre?' }, SLOW));
    expect(dialog.getByText(/Seu plano Silver \(Anual\) está pago até 07\/10\/2027\. Com a troca, ele é cancelado agora/)).toBeInTheDocument();
    expect(dialog.getByText('Você tem 18 peças e o plano Livre permite até 4: 14 acima do limite.')).toBeInTheDocument();
    expect(dialog.getByText(/todas continuam publicadas\. Mas você não poderá cadastrar peças novas enquanto tiver 4 ou mais/)).toBeInTheDocument();
    // Reading what is lost is all that was asked of the server: nothing was sent.
    expect(calls.filter((c) => !c.startsWith('GET '))).toEqual([]);

    const before = calls.length;
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.slice(before)).toEqual([]);
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it("'Confirmar troca' goes on to the payment of the free plan, which is then not asked again", async () => {
    loginAs('subscriber');
    const { user, router } = renderApp('/subscription');
    await user.click((await cardOf('Livre')).getByRole('button', { name: 'Assinar o plano Livre' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Trocar para o plano Livre?' }, SLOW));
    await user.click(dialog.getByRole('button', { name: 'Confirmar troca' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.state).toEqual({ id: 1, frequency: 'monthly', downgradeConfirmed: true });
    const calls = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Ativar plano gratuito' }, SLOW));
    expect(await screen.findByText('Plano livre ativado!', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Trocar para o plano Livre?' })).not.toBeInTheDocument();
    expect(calls).toContain('POST /api/payment-request');
  });

  it('the free plan reached without the plans page (a login that returns to the payment) is confirmed before it is sent', async () => {
    loginAs('subscriber');
    const { user } = renderApp('/payment', { state: { id: 1, frequency: 'monthly' } });
    const activate = await screen.findByRole('button', { name: 'Ativar plano gratuito' }, SLOW);
    const calls = recordRequests();
    await user.click(activate);
    const dialog = within(await screen.findByRole('dialog', { name: 'Trocar para o plano Livre?' }, SLOW));
    expect(dialog.getByText('Você tem 18 peças e o plano Livre permite até 4: 14 acima do limite.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => !c.startsWith('GET '))).toEqual([]);

    await user.click(activate);
    const again = within(await screen.findByRole('dialog', { name: 'Trocar para o plano Livre?' }, SLOW));
    await user.click(again.getByRole('button', { name: 'Confirmar troca' }));
    expect(await screen.findByText('Plano livre ativado!', {}, SLOW)).toBeInTheDocument();
    expect(calls.filter((c) => c === 'POST /api/payment-request')).toHaveLength(1);
  });

  it('a bigger plan needs no confirmation', async () => {
    loginAs('subscriber');
    const { user, router } = renderApp('/subscription');
    await user.click((await cardOf('Gold')).getByRole('button', { name: 'Assinar o plano Gold' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the statement's 'Alterar plano' to Bronze: the Silver period lasts until Bronze's bank slip is paid; 18 parts fit", async () => {
    loginAs('subscriber');
    const { user } = renderApp('/adm/subscription/statement');
    await user.click(await screen.findByRole('button', { name: 'Opções da assinatura Silver' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Alterar plano' }));
    const bronze = await cardOf('Bronze');
    const calls = recordRequests();
    await user.click(bronze.getByRole('button', { name: 'Assinar o plano Bronze' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Trocar para o plano Bronze?' }, SLOW));
    expect(dialog.getByText(/Ele continua valendo até o boleto do plano Bronze ser pago/)).toBeInTheDocument();
    expect(dialog.getByText('Suas 18 peças cabem no limite do plano Bronze (até 200).')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trocar para o plano Bronze?' })).not.toBeInTheDocument());
    expect(calls.filter((c) => !c.startsWith('GET '))).toEqual([]);
  });
});

describe('downgradeOf', () => {
  const plan = (over: Partial<Plan>): Plan => ({
    id: 1,
    name: 'Free',
    highlight: false,
    free: true,
    monthly: 0,
    semiannual: 0,
    annual: 0,
    monthly_description: '',
    semiannual_description: '',
    annual_description: '',
    monthly_discount: 0,
    semiannual_discount: 0,
    annual_discount: 0,
    description: '',
    ...over,
  });
  const row = (over: Partial<StatementRow>): StatementRow => ({
    id: 9,
    planId: 3,
    description: 'Standard',
    status: 'ACTIVATED',
    frequency: 'annual',
    max: 1000,
    expires: '2027-10-07T12:00:00.000Z',
    payment_method: 'bank_slip',
    amount: 959.04,
    discount: 0,
    bi_status: 3,
    payment_order_id: 1,
    ...over,
  });
  const now = Date.UTC(2026, 10, 23);

  it('knows the four plans by name when the list gives no max, and reads max when it does', () => {
    expect([planMax(plan({})), planMax(plan({ name: 'Basic' })), planMax(plan({ name: 'Premium' })), planMax(plan({ name: 'Other' }))]).toEqual([
      4,
      200,
      null,
      undefined,
    ]);
    expect(planMax(plan({ name: 'Other', max: 'unlimited' }))).toBeNull();
    expect(planMax(plan({ name: 'Basic', max: 50 }))).toBe(50);
  });

  it('free while paid: at once, the period left and the parts over the limit', () => {
    expect(downgradeOf({ active: row({}), target: plan({}), used: 18, now })).toMatchObject({
      atOnce: true,
      paidUntil: '2027-10-07T12:00:00.000Z',
      used: 18,
      max: 4,
      over: 14,
    });
  });

  it('no confirmation for a bigger plan, the same plan, no active plan or a plan of unknown size', () => {
    expect(downgradeOf({ active: row({}), target: plan({ id: 4, name: 'Premium', free: false }), used: 18, now })).toBeNull();
    expect(downgradeOf({ active: row({}), target: plan({ id: 3, name: 'Standard', free: false }), used: 18, now })).toBeNull();
    expect(downgradeOf({ active: undefined, target: plan({}), used: 18, now })).toBeNull();
    expect(downgradeOf({ active: row({}), target: plan({ id: 7, name: 'Other', free: false }), used: 18, now })).toBeNull();
  });

  it('from an unlimited plan every limited plan is smaller; an expired period is no period left', () => {
    const gold = row({ planId: 4, description: 'Premium', max: 'unlimited', expires: '2026-01-01' });
    expect(downgradeOf({ active: gold, target: plan({ id: 3, name: 'Standard', free: false }), used: 10, now })).toMatchObject({
      atOnce: false,
      paidUntil: null,
      over: 0,
    });
  });
});
