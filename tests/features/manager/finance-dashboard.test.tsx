import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/app/i18n';
import { addMonths, monthOf, monthRange } from '@/features/manager/finance-summary';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

const slow = { timeout: 8000 };
const DAY = 86_400_000;

/** Dates relative to the test's own clock: the dashboard's "now" is the time of the reply. */
const thisMonth = monthOf(Date.now());
const lastMonth = addMonths(thisMonth, -1);
const fiveMonthsAgo = addMonths(thisMonth, -5);
const midMonth = (month: string) => `${month}-15T12:00:00-03:00`;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let nextId = 1;
function order(status: string, amount: number, description: string, createdAt: string, extra: Record<string, unknown> = {}) {
  const id = nextId++;
  return {
    id,
    payment_order_id: id,
    status,
    user: `Cliente ${id}`,
    amount,
    description,
    payment_method: 'bank_slip',
    expires: inDays(30),
    bi_status: null,
    createdAt,
    bank_slip: null,
    ...extra,
  };
}

const ORDERS = [
  // Received this month: 49,90 + 199,90 (one paid now for an order billed last month).
  order('PAID', 49.9, 'Basic', `${thisMonth}-01T09:00:00-03:00`),
  order('PAID', 199.9, 'Premium', midMonth(lastMonth), { paidAt: new Date().toISOString() }),
  // Received last month: 99,90.
  order('PAID', 99.9, 'Standard', midMonth(lastMonth)),
  // Five months ago: received 1.000,00, cancelled 99,90.
  order('PAID', 1000, 'Premium', midMonth(fiveMonthsAgo)),
  order('CANCELLED', 99.9, 'Standard', midMonth(fiveMonthsAgo)),
  // Open: due in 2 and 6 days, overdue by 2 days; one open far ahead counts in neither.
  order('WAITING', 49.9, 'Basic', inDays(-1), { expires: inDays(2) }),
  order('SENT', 99.9, 'Standard', inDays(-1), { expires: inDays(6) }),
  order('WAITING', 199.9, 'Premium', inDays(-9), { expires: inDays(-2) }),
  order('WAITING', 10, 'Basic', inDays(-1), { expires: inDays(20) }),
];

function answerWith(orders: unknown[]) {
  server.use(
    http.get('/api/manager-subscription-page', () => HttpResponse.json({ success: true, response: orders })),
    http.get('/api/adm-dashboard-page', () => HttpResponse.json({ success: true, response: { invoicesWaiting: 3, invoicesExpiring: 1, invoicesExpired: 1 } })),
  );
}

const card = (testId: string) => screen.findByTestId(testId, {}, slow);

describe('manager finance dashboard', () => {
  it('shows received this month and last month, due in 7 days and overdue, each linking to its orders', async () => {
    answerWith(ORDERS);
    loginAs('manager');
    renderApp('/adm/dashboard');

    const received = await card('finance-thisMonth');
    expect(within(received).getByRole('heading', { name: 'Recebido neste mês', level: 3 })).toBeInTheDocument();
    expect(received).toHaveTextContent('R$ 249,80');
    expect(received).toHaveTextContent('2 pagamentos');
    const range = monthRange(thisMonth);
    expect(within(received).getByRole('link', { name: 'Recebido neste mês' })).toHaveAttribute(
      'href',
      `/adm/paymentOrder?status=PAID&from=${range.from}&to=${range.to}`,
    );

    const last = screen.getByTestId('finance-lastMonth');
    expect(last).toHaveTextContent('R$ 99,90');
    expect(last).toHaveTextContent('1 pagamento');
    const lastRange = monthRange(lastMonth);
    expect(within(last).getByRole('link', { name: 'Recebido no mês passado' })).toHaveAttribute(
      'href',
      `/adm/paymentOrder?status=PAID&from=${lastRange.from}&to=${lastRange.to}`,
    );

    const due = screen.getByTestId('finance-dueSoon');
    expect(due).toHaveTextContent('R$ 149,80');
    expect(due).toHaveTextContent('2 ordens em aberto');
    expect(within(due).getByRole('link', { name: 'A vencer em 7 dias' })).toHaveAttribute('href', '/adm/paymentOrder?status=WAITING,SENT&sort=expires&dir=asc');

    const overdue = screen.getByTestId('finance-overdue');
    expect(overdue).toHaveTextContent('R$ 199,90');
    expect(overdue).toHaveTextContent('1 ordem em aberto');
    expect(within(overdue).getByRole('link', { name: 'Em atraso' })).toHaveAttribute('href', '/adm/paymentOrder?due=overdue');
  });

  it('keeps the three invoice counts, each opening the table filtered to its orders', async () => {
    answerWith(ORDERS);
    loginAs('manager');
    const { user, router } = renderApp('/adm/dashboard');
    const waiting = await card('invoicesWaiting');
    expect(waiting).toHaveTextContent('3');
    expect(within(waiting).getByRole('link', { name: 'Aguardando pagamento' })).toHaveAttribute('href', '/adm/paymentOrder?status=WAITING');
    expect(within(screen.getByTestId('invoicesExpiring')).getByRole('link', { name: 'Vencendo' })).toHaveAttribute('href', '/adm/paymentOrder?due=expiring');
    expect(within(screen.getByTestId('invoicesExpired')).getByRole('link', { name: 'Vencidas' })).toHaveAttribute('href', '/adm/paymentOrder?due=overdue');
    expect(screen.getByRole('heading', { name: 'Boletos', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recebimentos', level: 2 })).toBeInTheDocument();

    await user.click(within(screen.getByTestId('invoicesExpired')).getByRole('link', { name: 'Vencidas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/paymentOrder'));
    expect(router.state.location.search).toBe('?due=overdue');
  });

  it("with the demo data, 'Vencidas' counts the orders 'Em atraso' counts, and both open the same list", async () => {
    loginAs('manager');
    renderApp('/adm/dashboard');
    const expired = await card('invoicesExpired');
    const overdue = await card('finance-overdue');
    const unit = await within(overdue).findByText(/^\d+ ordens? em aberto$/, {}, slow);
    const count = Number(/^\d+/.exec(unit.textContent ?? '')?.[0]);
    expect(count).toBeGreaterThan(0);
    expect(within(expired).getByText(String(count))).toBeInTheDocument();
    expect(within(expired).getByRole('link', { name: 'Vencidas' })).toHaveAttribute('href', '/adm/paymentOrder?due=overdue');
    expect(within(overdue).getByRole('link', { name: 'Em atraso' })).toHaveAttribute('href', '/adm/paymentOrder?due=overdue');
  });

  it('writes the counts with a thousands separator', async () => {
    server.use(
      http.get('/api/manager-subscription-page', () => HttpResponse.json({ success: true, response: ORDERS })),
      http.get('/api/adm-dashboard-page', () =>
        HttpResponse.json({ success: true, response: { invoicesWaiting: 1000, invoicesExpiring: 12345, invoicesExpired: 7 } }),
      ),
    );
    loginAs('manager');
    renderApp('/adm/dashboard');
    expect(within(await card('invoicesWaiting')).getByText('1.000')).toBeInTheDocument();
    expect(within(screen.getByTestId('invoicesExpiring')).getByText('12.345')).toBeInTheDocument();
  });

  it('draws the last 12 months as an image with a summary, and shows their figures as a table on demand', async () => {
    answerWith(ORDERS);
    loginAs('manager');
    const { user } = renderApp('/adm/dashboard');
    const chart = await screen.findByRole('img', { name: /^Gráfico de barras do valor recebido e do valor cancelado por mês/ }, slow);
    const label = chart.getAttribute('aria-label')!;
    expect(label).toContain('Total recebido: R$ 1.349,70.');
    expect(label).toContain('Total cancelado: R$ 99,90.');
    expect(label).toContain('Maior recebimento:');
    expect(label).toContain('R$ 1.000,00');
    // One pair of bars a month: received solid, cancelled hatched.
    expect(chart.querySelectorAll('rect.finance-bar-received')).toHaveLength(12);
    expect(chart.querySelectorAll('rect.finance-bar-cancelled')).toHaveLength(12);

    const toggle = screen.getByRole('button', { name: 'Mostrar valores em tabela' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: /^Recebido e cancelado por mês/ })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar tabela' })).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: /^Recebido e cancelado por mês/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const old = rows[6];
    expect(old).toHaveTextContent('R$ 1.000,00');
    expect(old).toHaveTextContent('1 pagamento');
    expect(old).toHaveTextContent('R$ 99,90');
    expect(old).toHaveTextContent('1 ordem cancelada');
    const oldRange = monthRange(fiveMonthsAgo);
    expect(within(old).getByRole('link')).toHaveAttribute('href', `/adm/paymentOrder?status=PAID&from=${oldRange.from}&to=${oldRange.to}`);
    // An empty month reads as zero, not as a gap.
    expect(rows[0]).toHaveTextContent('R$ 0,00');
    expect(rows[0]).toHaveTextContent('Nenhum pagamento');
  });

  it('breaks the received amount down by plan, each plan opening its orders', async () => {
    answerWith(ORDERS);
    loginAs('manager');
    renderApp('/adm/dashboard');
    const table = await screen.findByRole('table', { name: /^Recebido de .* e em aberto, por plano$/ }, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Gold', 'Silver', 'Bronze']);
    expect(rows[0]).toHaveTextContent('R$ 1.199,90');
    expect(rows[0]).toHaveTextContent('2 pagamentos');
    expect(rows[0]).toHaveTextContent('89% do recebido');
    expect(rows[0]).toHaveTextContent('R$ 199,90');
    expect(within(rows[2]).getByRole('link', { name: 'Bronze' })).toHaveAttribute('href', '/adm/paymentOrder?plan=Basic');
    expect(rows[2]).toHaveTextContent('R$ 49,90');
    expect(rows[2]).toHaveTextContent('R$ 59,90');
    expect(rows[2]).toHaveTextContent('2 ordens em aberto');
  });

  it('with no orders at all shows zeros and an empty breakdown', async () => {
    answerWith([]);
    loginAs('manager');
    renderApp('/adm/dashboard');
    const received = await card('finance-thisMonth');
    expect(received).toHaveTextContent('R$ 0,00');
    expect(received).toHaveTextContent('Nenhum pagamento');
    expect(screen.getByTestId('finance-overdue')).toHaveTextContent('Nenhuma ordem em aberto');
    expect(screen.getByText('Nenhum pagamento recebido nem ordem em aberto nos últimos 12 meses.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Total recebido: R\$ 0,00\./ })).toBeInTheDocument();
  });

  it('a failed orders call shows its own error view with a retry; the counts stay', async () => {
    let fail = true;
    server.use(
      http.get('/api/manager-subscription-page', () =>
        fail ? HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 }) : HttpResponse.json({ success: true, response: ORDERS }),
      ),
    );
    loginAs('manager');
    const { user } = renderApp('/adm/dashboard');
    expect(await screen.findByText('Falha ao carregar os recebimentos', {}, slow)).toBeInTheDocument();
    expect(await card('invoicesWaiting')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await card('finance-thisMonth')).toHaveTextContent('R$ 249,80');
  });

  it('speaks English too', async () => {
    answerWith(ORDERS);
    await i18n.changeLanguage('en');
    try {
      loginAs('manager');
      renderApp('/adm/dashboard');
      const received = await card('finance-thisMonth');
      expect(within(received).getByRole('link', { name: 'Received this month' })).toBeInTheDocument();
      expect(received).toHaveTextContent('2 payments');
      expect(screen.getByTestId('finance-dueSoon')).toHaveTextContent('2 open orders');
      expect(screen.getByRole('img', { name: /^Bar chart of the amount received/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Show the figures as a table' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Received by plan' })).toBeInTheDocument();
    } finally {
      cleanup();
      await i18n.changeLanguage('pt');
    }
  });
});
