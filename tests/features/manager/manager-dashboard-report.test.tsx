import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { printPage } from '@/lib/browser-actions';
import { slipButtons } from '@/features/manager/order-actions';
import { NO_FILTERS, filterOrders, pageOf } from '@/features/manager/order-list';
import { downloadCsv } from '@/lib/csv';
import type * as CsvModule from '@/lib/csv';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

vi.mock('@/lib/browser-actions', () => ({ reloadPage: vi.fn(), printPage: vi.fn() }));
vi.mock('@/lib/csv', async (importOriginal) => ({ ...(await importOriginal<typeof CsvModule>()), downloadCsv: vi.fn() }));

const slow = { timeout: 8000 };

describe('manager dashboard', () => {
  it('shows the three invoice counts of GET /adm-dashboard-page', async () => {
    server.use(
      http.get('/api/adm-dashboard-page', () =>
        HttpResponse.json({ success: true, response: { invoicesWaiting: 12, invoicesExpiring: '4', invoicesExpired: 7 } }),
      ),
    );
    loginAs('manager');
    renderApp('/adm/dashboard');
    expect(await screen.findByRole('heading', { name: 'Controle financeiro', level: 1 }, slow)).toBeInTheDocument();
    expect(within(await screen.findByTestId('invoicesWaiting', {}, slow)).getByText('12')).toBeInTheDocument();
    expect(within(screen.getByTestId('invoicesExpiring')).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByTestId('invoicesExpired')).getByText('7')).toBeInTheDocument();
    expect(screen.getByText('Vencimento hoje ou nos próximos 3 dias')).toBeInTheDocument();
    expect(screen.getByText('Em aberto, com o dia do vencimento já passado')).toBeInTheDocument();
  });

  it('shows the load failure text with a retry and a red "Erro na requisição" toast', async () => {
    server.use(http.get('/api/adm-dashboard-page', () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 })));
    loginAs('manager');
    renderApp('/adm/dashboard');
    expect(await screen.findByText('Falha ao requisitar os dados para o Dashboard', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(await screen.findByText('Erro na requisição')).toBeInTheDocument();
  });

  it('goes to /subscription on a 403', async () => {
    server.use(http.get('/api/adm-dashboard-page', () => HttpResponse.json({ success: false, response: 'SUBSCRIPTION_REQUIRED' }, { status: 403 })));
    loginAs('manager');
    const { router } = renderApp('/adm/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'), slow);
  });
});

describe('subscriptions report', () => {
  it('filters by status, plan and due date through the URL and GET /manager-report', async () => {
    const seen: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/manager-report')) seen.push(new URL(request.url).searchParams);
    });
    loginAs('manager');
    const { user, router } = renderApp('/adm/report/subscriptions');
    expect(await screen.findByRole('heading', { name: 'Relatório de assinaturas', level: 1 }, slow)).toBeInTheDocument();
    await screen.findByRole('table', {}, slow);
    expect(seen[0]?.get('type')).toBe('subscriptions');
    await user.selectOptions(screen.getByLabelText('Situação'), 'ACTIVATED');
    await user.selectOptions(screen.getByLabelText('Plano'), 'Premium');
    await waitFor(() => expect(router.state.location.search).toBe('?status=ACTIVATED&plan=Premium'));
    await waitFor(() => expect(seen.at(-1)?.get('plan')).toBe('Premium'), slow);
    expect(seen.at(-1)?.get('status')).toBe('ACTIVATED');
    const table = await screen.findByRole('table', {}, slow);
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      rows.forEach((r) => {
        expect(r).toHaveTextContent('Gold');
        expect(r).toHaveTextContent('Ativo');
      });
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Plano', 'Situação', 'Criada', 'Vencimento']);
    server.events.removeAllListeners();
  });

  it('reads its filters from the URL and shows "Nenhum dado a ser apresentado" when nothing matches', async () => {
    loginAs('manager');
    renderApp('/adm/report/subscriptions?status=WAITING&plan=Free');
    expect(await screen.findByText('Nenhum dado a ser apresentado', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Situação')).toHaveValue('WAITING');
    expect(screen.getByLabelText('Plano')).toHaveValue('Free');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('shows an empty list as "Nenhum dado a ser apresentado" and a known message key translated', async () => {
    server.use(http.get('/api/manager-report', () => HttpResponse.json({ success: true, response: [] })));
    loginAs('manager');
    renderApp('/adm/report/subscriptions');
    expect(await screen.findByText('Nenhum dado a ser apresentado', {}, slow)).toBeInTheDocument();
    server.use(http.get('/api/manager-report', () => HttpResponse.json({ success: true, response: 'BAD_REQUEST' })));
    renderApp('/adm/report/subscriptions?status=CANCELLED');
    expect(await screen.findByText('Requisição inválida', {}, slow)).toBeInTheDocument();
  });

  it('shows createdAt as relative time and dueDate as a date', async () => {
    const now = Date.now();
    server.use(
      http.get('/api/manager-report', () =>
        HttpResponse.json({
          success: true,
          response: [
            { name: 'Oficina São José', plan: 'Basic', status: 'WAITING', createdAt: new Date(now - 10_000).toISOString(), dueDate: '2026-12-31' },
            { name: 'Auto Peças Sul', plan: 'Standard', status: 'CANCELLED', createdAt: new Date(now - 3 * 3600_000).toISOString(), dueDate: '2026-12-01' },
          ],
        }),
      ),
    );
    loginAs('manager');
    renderApp('/adm/report/subscriptions');
    const row = (await screen.findByText('Oficina São José', {}, slow)).closest('tr')!;
    expect(row).toHaveTextContent('Agora');
    expect(row).toHaveTextContent('31/12/2026');
    expect(row).toHaveTextContent('Aguardando');
    expect(screen.getByText('Auto Peças Sul').closest('tr')).toHaveTextContent('há 3 horas');
  });

  it('exports the rows as CSV and prints', async () => {
    server.use(
      http.get('/api/manager-report', () =>
        HttpResponse.json({
          success: true,
          response: [{ name: 'Silva, "Zé" Peças', plan: 'Premium', status: 'ACTIVATED', createdAt: '2026-11-01T15:00:00.000Z', dueDate: '2026-12-01' }],
        }),
      ),
    );
    loginAs('manager');
    const { user } = renderApp('/adm/report/subscriptions');
    await screen.findByText('Silva, "Zé" Peças', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [fileName, csv] = vi.mocked(downloadCsv).mock.calls[0];
    expect(fileName).toMatch(/^relatorio-assinaturas-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv).toBe('Nome;Plano;Situação;Criada;Vencimento\r\n"Silva, ""Zé"" Peças";Gold;Ativo;01/11/2026 12:00;01/12/2026');
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(printPage).toHaveBeenCalledTimes(1));
  });
});

describe('payment order list helpers', () => {
  const order = (id: number, user: string, status: string) => ({
    id,
    payment_order_id: id,
    status,
    user,
    amount: 10,
    description: 'Basic',
    payment_method: 'bank_slip',
    bi_status: null,
  });

  it('filters by status and by user text, ignoring case and accents, or by order number', () => {
    const orders = [order(1, 'João Silva', 'WAITING'), order(2, 'Maria Souza', 'PAID'), order(3, 'joana', 'WAITING')];
    const by = (statuses: Array<'WAITING' | 'PAID'>, q: string) => filterOrders(orders, { ...NO_FILTERS, statuses, q });
    expect(by(['WAITING'], '').map((o) => o.id)).toEqual([1, 3]);
    expect(by([], 'JOAO').map((o) => o.id)).toEqual([1]);
    expect(by([], 'jo').map((o) => o.id)).toEqual([1, 3]);
    expect(by(['PAID'], 'jo')).toEqual([]);
    expect(by([], '2').map((o) => o.id)).toEqual([2]);
  });

  it('pages and clamps the page number', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(items, 1, 20)).toEqual({ items: items.slice(0, 20), page: 1, pages: 3 });
    expect(pageOf(items, 3, 20).items).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, 99, 20).page).toBe(3);
    expect(pageOf(items, 0, 20).page).toBe(1);
    expect(pageOf([], 1, 20)).toEqual({ items: [], page: 1, pages: 1 });
  });

  it('gives the bank-slip buttons by bi_status', () => {
    expect(slipButtons(null, 'WAITING')).toEqual({ create: true, group: false, pay: false });
    expect(slipButtons(4, 'WAITING')).toEqual({ create: true, group: false, pay: false });
    expect(slipButtons(5, 'WAITING')).toEqual({ create: true, group: false, pay: false });
    expect(slipButtons(0, 'WAITING')).toEqual({ create: false, group: true, pay: false });
    expect(slipButtons(1, 'WAITING')).toEqual({ create: false, group: true, pay: false });
    expect(slipButtons(2, 'SENT')).toEqual({ create: false, group: true, pay: true });
    expect(slipButtons(3, 'PAID')).toEqual({ create: false, group: false, pay: false });
  });
});
