import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { usePlanUsage, type PartsCountSource } from '@/features/subscriptions/shared/use-plan-usage';
import { i18n } from '@/app/i18n';
import { PlanLimitNotice } from '@/features/subscriptions/shared/plan-limit-notice';
import { PlanUsageBar } from '@/features/subscriptions/shared/plan-usage-bar';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderWithProviders } from '../../support/render';
import { watchRequests } from '../../support/requests';
import { loginAs } from '../../support/session';

/** The parts the demo subscriber (Standard plan) owns in the simulated API. */
function ownedBySubscriber(): number {
  const owner = db().users.find((u) => u.phone === DEMO.subscriber.phone)!;
  return db().products.filter((p) => p.ownerId === owner.id).length;
}

/** Sets the subscriber's plan maximum (Standard) and answers how many parts it holds. */
function capStandard(max: number | null): number {
  db().plans.find((p) => p.name === 'Standard')!.max = max;
  return ownedBySubscriber();
}

function UsageProbe({ countFrom }: { countFrom?: PartsCountSource }) {
  const u = usePlanUsage({ countFrom });
  if (u.isPending) return <p>pending</p>;
  return <p data-testid="probe">{`${u.used}|${u.max}|${u.level}|${u.hasPlan}|${u.isError}`}</p>;
}

describe('usePlanUsage', () => {
  it('reads the active row of the statement and the dashboard count (Standard, 1000)', async () => {
    loginAs('subscriber');
    const used = ownedBySubscriber();
    renderWithProviders(<UsageProbe />);
    expect(await screen.findByTestId('probe')).toHaveTextContent(`${used}|1000|ok|true|false`);
  });

  it('counts the product list when asked to, with the same result', async () => {
    loginAs('subscriber');
    const used = capStandard(ownedBySubscriber());
    renderWithProviders(<UsageProbe countFrom="products" />);
    expect(await screen.findByTestId('probe')).toHaveTextContent(`${used}|${used}|full|true|false`);
  });

  it('a plan without a maximum (Premium) is unlimited', async () => {
    loginAs('premium');
    renderWithProviders(<UsageProbe />);
    expect(await screen.findByTestId('probe')).toHaveTextContent('10000|null|ok|true|false');
  });

  it('a row without max counts as 4 items', async () => {
    loginAs('subscriber');
    server.use(
      http.get('/api/subscriptions-user', () =>
        HttpResponse.json({
          success: true,
          response: {
            data: [{ id: 1, description: 'Standard', status: 'ACTIVATED', frequency: 'annual', expires: '2027-01-01', amount: 1 }],
            isUpdateable: true,
          },
        }),
      ),
    );
    renderWithProviders(<UsageProbe />);
    expect(await screen.findByTestId('probe')).toHaveTextContent(`${ownedBySubscriber()}|4|full|true|false`);
  });

  it('asks nothing for a user without a plan', async () => {
    loginAs('buyer');
    let asked = 0;
    server.use(
      http.get('/api/subscriptions-user', () => {
        asked++;
        return HttpResponse.json({ success: true, response: { data: [], isUpdateable: false } });
      }),
    );
    const requests = watchRequests();
    const { queryClient } = renderWithProviders(<UsageProbe />);
    expect(await screen.findByText('pending')).toBeInTheDocument();
    // Mounted with nothing in flight: an enabled query would be fetching from its first render.
    await requests.settled(queryClient);
    expect(asked).toBe(0);
  });
});

describe('PlanUsageBar', () => {
  it('below 90 %: "N de M peças" on a progressbar, no warning', async () => {
    loginAs('subscriber');
    const used = ownedBySubscriber();
    const max = Math.ceil(used / 0.89) + 1;
    capStandard(max);
    renderWithProviders(<PlanUsageBar />);
    const bar = await screen.findByRole('progressbar', { name: 'Uso do plano' });
    expect(bar).toHaveAttribute('aria-valuenow', String(used));
    expect(bar).toHaveAttribute('aria-valuemax', String(max));
    expect(bar).toHaveAttribute('aria-valuetext', `${used} de ${max} peças`);
    expect(screen.getByText(`${used} de ${max} peças`)).toBeInTheDocument();
    expect(screen.queryByText('Você está perto do limite do seu plano.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver planos' })).not.toBeInTheDocument();
  });

  it('from 90 %: the warning with a link to the plans', async () => {
    loginAs('subscriber');
    const used = ownedBySubscriber();
    // used / max >= 0.9 and used < max
    const max = Math.floor(used / 0.9);
    expect(used / max).toBeGreaterThanOrEqual(0.9);
    expect(used).toBeLessThan(max);
    capStandard(max);
    renderWithProviders(<PlanUsageBar />);
    expect(await screen.findByText(`${used} de ${max} peças`)).toBeInTheDocument();
    expect(screen.getByText('Você está perto do limite do seu plano.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/subscription');
  });

  it('at 100 %: says the limit is reached', async () => {
    loginAs('subscriber');
    const used = capStandard(ownedBySubscriber());
    renderWithProviders(<PlanUsageBar />);
    expect(await screen.findByText(`${used} de ${used} peças`)).toBeInTheDocument();
    expect(screen.getByText('Você atingiu o limite do seu plano.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(used));
  });

  it('unlimited: the count alone, no bar', async () => {
    loginAs('premium');
    renderWithProviders(<PlanUsageBar />);
    expect(await screen.findByText('10.000 peças anunciadas. Seu plano não tem limite de peças.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("keeps the bar's place while a subscriber's plan is loading, so the list below does not move when it comes", async () => {
    loginAs('subscriber');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/subscriptions-user', async () => {
        await held;
        return undefined;
      }),
    );
    renderWithProviders(
      <div data-testid="slot">
        <PlanUsageBar className="mb-3" />
      </div>,
    );
    const place = screen.getByTestId('plan-usage-pending');
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(place).toHaveClass('plan-usage', 'mb-3');
    // The height of the bar's label line, its gap and the bar: 1.5 + 0.25 + 0.625 rem.
    expect(place.style.height).toBe('2.375rem');
    answer();
    expect(await screen.findByRole('progressbar', { name: 'Uso do plano' })).toBeInTheDocument();
    expect(screen.queryByTestId('plan-usage-pending')).not.toBeInTheDocument();
  });

  it('keeps no place for a user who has no plan to measure', () => {
    loginAs('buyer');
    renderWithProviders(
      <div data-testid="slot">
        <PlanUsageBar />
      </div>,
    );
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });

  it('shows nothing when the statement fails (the server still enforces the limit)', async () => {
    loginAs('subscriber');
    server.use(http.get('/api/subscriptions-user', () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 })));
    renderWithProviders(
      <>
        <div data-testid="slot">
          <PlanUsageBar />
        </div>
        <UsageProbe />
      </>,
    );
    expect(await screen.findByTestId('probe')).toHaveTextContent(/\|true$/);
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });

  it('in English', async () => {
    loginAs('subscriber');
    const used = capStandard(ownedBySubscriber());
    await i18n.changeLanguage('en');
    try {
      renderWithProviders(<PlanUsageBar />);
      expect(await screen.findByText(`${used} of ${used} parts`)).toBeInTheDocument();
      expect(screen.getByText("You have reached your plan's limit.")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
    } finally {
      cleanup();
      await i18n.changeLanguage('pt');
    }
  });
});

describe('PlanLimitNotice', () => {
  it('renders nothing below the maximum', async () => {
    loginAs('subscriber');
    const used = ownedBySubscriber();
    capStandard(used + 1);
    renderWithProviders(
      <>
        <PlanLimitNotice />
        <UsageProbe />
      </>,
    );
    expect(await screen.findByTestId('probe')).toHaveTextContent('|warning|');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('at the maximum: an alert with why and the way to /subscription', async () => {
    loginAs('subscriber');
    const used = ownedBySubscriber();
    capStandard(used);
    renderWithProviders(<PlanLimitNotice />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'Limite do plano atingido' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(`Seu plano permite até ${used} peças e você já tem ${used}. Para anunciar mais, mude de plano.`);
    expect(within(alert).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/subscription');
  });

  it('renders nothing for an unlimited plan', async () => {
    loginAs('premium');
    renderWithProviders(
      <>
        <PlanLimitNotice />
        <UsageProbe />
      </>,
    );
    expect(await screen.findByTestId('probe')).toHaveTextContent('10000|null|ok');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
