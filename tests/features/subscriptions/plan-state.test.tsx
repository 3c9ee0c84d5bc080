import { screen, waitFor, within } from '@testing-library/react';
import { requestPayment } from '@/features/subscriptions/api/payments';
import { EXPIRED_STATUS, isPastExpiry, shownStatus } from '@/features/subscriptions/shared/plan-state';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

const DAY = 86_400_000;

/** The demo subscriber's active plan (Standard, shown as Silver), its expiry moved by `days` from now. */
function planExpiringIn(days: number) {
  const s = db();
  const userId = s.users.find((u) => u.phone === DEMO.subscriber.phone)!.id;
  const sub = s.subscriptions.find((x) => x.userId === userId && x.kind === 'plan' && x.status === 'ACTIVATED')!;
  sub.expires = new Date(Date.now() + days * DAY).toISOString();
  return sub;
}

describe('plan state rule', () => {
  const now = new Date('2026-11-23T12:00:00-03:00').getTime();
  it('an ACTIVATED plan past its expiry is expired, whatever the flag says', () => {
    expect(shownStatus('ACTIVATED', '2026-11-21T12:00:00-03:00', now)).toBe(EXPIRED_STATUS);
    expect(shownStatus('ACTIVATED', '2026-11-30T12:00:00-03:00', now)).toBe('ACTIVATED');
    expect(shownStatus('WAITING', '2026-11-21T12:00:00-03:00', now)).toBe('WAITING');
    expect(shownStatus('CANCELLED', '2026-11-21', now)).toBe('CANCELLED');
  });
  it('a date alone runs to the end of that day in Brazil', () => {
    expect(isPastExpiry('2026-11-23', now)).toBe(false);
    expect(isPastExpiry('2026-11-22', now)).toBe(true);
    expect(isPastExpiry('2026-11-23', new Date('2026-11-24T00:00:00-03:00').getTime())).toBe(true);
    expect(isPastExpiry('', now)).toBe(false);
    expect(isPastExpiry('não é data', now)).toBe(false);
  });
});

describe('plan states on screen', () => {
  it('statement: a plan that expired two days ago shows Expirado (not Ativo), no menu, and a warning with a way to renew', async () => {
    planExpiringIn(-2);
    loginAs('subscriber');
    const { user, router } = renderApp('/adm/subscription/statement');
    const row = within((await screen.findByRole('rowheader', { name: 'Silver' })).closest('tr')!);
    expect(row.getByText('Expirado')).toBeInTheDocument();
    expect(row.queryByText('Ativo')).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Opções/ })).not.toBeInTheDocument();
    const warning = screen.getByText(/Seu plano Silver venceu em \d{2}\/\d{2}\/\d{4}\. Renove a assinatura/);
    await user.click(within(warning.closest('.alert') as HTMLElement).getByRole('link', { name: 'Renovar assinatura' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it('statement: a plan still running stays Ativo with no warning', async () => {
    planExpiringIn(10);
    loginAs('subscriber');
    renderApp('/adm/subscription/statement');
    const row = within((await screen.findByRole('rowheader', { name: 'Silver' })).closest('tr')!);
    expect(row.getByText('Ativo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renovar assinatura' })).not.toBeInTheDocument();
  });

  it('dashboard: an expired plan is marked Expirado with a warning and a renew link', async () => {
    planExpiringIn(-2);
    loginAs('subscriber');
    renderApp('/adm/dashboard');
    expect(await screen.findByText(/Seu plano Silver venceu em \d{2}\/\d{2}\/\d{4}/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renovar assinatura' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByText('Expirado')).toBeInTheDocument();
  });

  it('dashboard: a running plan has no expiry warning', async () => {
    planExpiringIn(10);
    loginAs('subscriber');
    renderApp('/adm/dashboard');
    expect(await screen.findByTestId('dashboard-plan')).toHaveTextContent('Silver');
    expect(screen.queryByText('Expirado')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renovar assinatura' })).not.toBeInTheDocument();
  });
});

describe('simulated API: renewing', () => {
  it('the same plan can be bought again once its expiry date has passed (not while it runs)', async () => {
    const sub = planExpiringIn(10);
    loginAs('subscriber');
    const form = { email: 'carlos@autopecassilva.com.br', method: 'bank_slip', identification: '52998224725' } as const;
    const target = { kind: 'plan', id: sub.planId, frequency: 'annual' } as const;
    await expect(requestPayment(target, form)).rejects.toMatchObject({ code: 'PLAN_ALREADY_SIGNED' });
    sub.expires = new Date(Date.now() - 2 * DAY).toISOString();
    await expect(requestPayment(target, form)).resolves.toBeTruthy();
    expect(db().subscriptions.filter((x) => x.userId === sub.userId && x.kind === 'plan' && x.status === 'WAITING')).toHaveLength(1);
  });
});
