import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { restoreScrollAfterReload } from '@/features/manager/reload-with-toast';
import { reloadPage } from '@/lib/browser-actions';
import { downloadCsv } from '@/lib/csv';
import type * as CsvModule from '@/lib/csv';
import { storageKeys } from '@/lib/storage-keys';
import { db } from '@pecaja/simulated-api/db';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';
import { setScreenWidth } from '../../support/viewport';

vi.mock('@/lib/browser-actions', () => ({ reloadPage: vi.fn(), printPage: vi.fn() }));
vi.mock('@/lib/csv', async (importOriginal) => ({ ...(await importOriginal<typeof CsvModule>()), downloadCsv: vi.fn() }));

/** The first load builds 5,000 rows through the simulated API: give it time. */
const slow = { timeout: 20000 };

const initialMatchMedia = window.matchMedia;
beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  vi.mocked(downloadCsv).mockClear();
});
afterEach(() => {
  window.matchMedia = initialMatchMedia;
  sessionStorage.clear();
});

async function openTable(path: string) {
  setScreenWidth(1280);
  loginAs('manager');
  const view = renderApp(path);
  const table = await screen.findByRole('table', { name: 'Ordens de pagamento encontradas' }, slow);
  return { ...view, table };
}

/** The body rows (the header row aside). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const header = (table: HTMLElement, name: string) => within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const amountOf = (row: HTMLElement) =>
  Number(
    within(row)
      .getByText(/^R\$ /)
      .textContent!.replace(/[^\d,]/g, '')
      .replace(',', '.'),
  );

describe('payment orders table (large screens)', () => {
  it('shows the columns, newest first by default, and sorts by a header: a second click reverses, aria-sort says which way', { timeout: 40000 }, async () => {
    const { table, user, router } = await openTable('/adm/paymentOrder');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent!.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Ordem', 'Usuário', 'Plano', 'Valor', 'Situação', 'Criada em', 'Vencimento', 'Boleto', 'Ações']);
    expect(header(table, 'Criada em')).toHaveAttribute('aria-sort', 'descending');
    expect(header(table, 'Valor')).not.toHaveAttribute('aria-sort');
    expect(bodyRows(table)).toHaveLength(20);
    expect(screen.queryByRole('list', { name: 'Ordens de pagamento' })).not.toBeInTheDocument();

    await user.click(within(header(table, 'Valor')).getByRole('button'));
    await waitFor(() => expect(header(table, 'Valor')).toHaveAttribute('aria-sort', 'ascending'));
    expect(header(table, 'Criada em')).not.toHaveAttribute('aria-sort');
    expect(router.state.location.search).toBe('?sort=amount&dir=asc');
    const cheapest = Math.min(...db().paymentOrders.map((o) => o.amount));
    const ascending = bodyRows(table).map(amountOf);
    expect(ascending[0]).toBe(cheapest);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await user.click(within(header(table, 'Valor')).getByRole('button'));
    await waitFor(() => expect(header(table, 'Valor')).toHaveAttribute('aria-sort', 'descending'));
    expect(router.state.location.search).toBe('?sort=amount&dir=desc');
    const descending = bodyRows(table).map(amountOf);
    expect(descending[0]).toBe(Math.max(...db().paymentOrders.map((o) => o.amount)));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    // Sorting by order number: numbers, the smallest first.
    await user.click(within(header(table, 'Ordem')).getByRole('button'));
    await waitFor(() => expect(header(table, 'Ordem')).toHaveAttribute('aria-sort', 'ascending'));
    const smallest = Math.min(...db().paymentOrders.map((o) => o.id));
    expect(within(bodyRows(table)[0]).getByRole('rowheader')).toHaveTextContent(String(smallest));
  });

  it('reads statuses (several), plan, due state and search from the URL, with the counts per status', { timeout: 40000 }, async () => {
    const { table, user, router } = await openTable('/adm/paymentOrder?status=WAITING,SENT&plan=Basic');
    expect(screen.getByRole('checkbox', { name: /^Aguardando/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Boleto enviado/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Pago/ })).not.toBeChecked();
    expect(screen.getByLabelText('Plano')).toHaveValue('Basic');
    const basic = db().paymentOrders.filter((o) => o.description === 'Basic');
    const paidBasic = basic.filter((o) => o.status === 'PAID').length;
    // Each status shows how many orders it holds under the other filters (the plan).
    expect(screen.getByRole('checkbox', { name: new RegExp(`^Pago ${paidBasic.toLocaleString('pt-BR')}$`) })).toBeInTheDocument();
    const open = basic.filter((o) => o.status === 'WAITING' || o.status === 'SENT');
    expect(screen.getByText(new RegExp(`^${open.length} orde(m|ns) encontradas?$`))).toBeInTheDocument();
    bodyRows(table).forEach((row) => {
      expect(row).toHaveTextContent('Bronze');
      expect(row).toHaveTextContent(/Aguardando|Boleto enviado/);
    });

    // A third status joins the others; the URL keeps the list's order.
    await user.click(screen.getByRole('checkbox', { name: /^Pago/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=WAITING%2CSENT%2CPAID&plan=Basic'));
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("flags an open order whose due day has passed with 'Vencida' and narrows to them with due=overdue", { timeout: 40000 }, async () => {
    const { table } = await openTable('/adm/paymentOrder?due=overdue');
    // Days in Brasília (UTC-3 all year): an order due today is not overdue, whatever the hour.
    const dayOf = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
    const today = dayOf(Date.now());
    const open = db().paymentOrders.filter((o) => o.status === 'WAITING' || o.status === 'SENT');
    const overdue = open.filter((o) => dayOf(Date.parse(o.expires)) < today);
    // The demo has an open order due today: it is not among them.
    expect(open.some((o) => dayOf(Date.parse(o.expires)) === today)).toBe(true);
    expect(overdue.length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Vencimento')).toHaveValue('overdue');
    const rows = bodyRows(table);
    expect(rows).toHaveLength(overdue.length);
    rows.forEach((row) => expect(within(row).getByText('Vencida')).toBeInTheDocument());
    // An order created yesterday whose forwarding date has passed: the date and the word beside it.
    const newest = [...overdue].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
    const row = within(table)
      .getByRole('rowheader', { name: String(newest.id) })
      .closest('tr')!;
    const due = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(newest.expires));
    expect(row).toHaveTextContent(`${due} Vencida`);
  });

  it('below 1240 px (beside the sidebar the nine columns would scroll sideways) the orders are cards; from 1240 px a table', { timeout: 40000 }, async () => {
    setScreenWidth(1239);
    loginAs('manager');
    renderApp('/adm/paymentOrder');
    expect(await screen.findByRole('list', { name: 'Ordens de pagamento' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Ordens de pagamento encontradas' })).not.toBeInTheDocument();
    cleanup();
    setScreenWidth(1240);
    renderApp('/adm/paymentOrder');
    expect(await screen.findByRole('table', { name: 'Ordens de pagamento encontradas' }, slow)).toBeInTheDocument();
  });

  it("keeps the old 'user' link working as the search", { timeout: 40000 }, async () => {
    const order = db().paymentOrders.find((o) => o.status === 'WAITING')!;
    const { table } = await openTable(`/adm/paymentOrder?user=${order.id}`);
    expect(screen.getByLabelText('Usuário ou nº da ordem')).toHaveValue(String(order.id));
    expect(bodyRows(table)).toHaveLength(1);
  });

  it('exports the view as CSV: every page, in the sort chosen, with the table columns', { timeout: 40000 }, async () => {
    const { user } = await openTable('/adm/paymentOrder?status=CANCELLED&sort=amount&dir=desc');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [fileName, csv] = vi.mocked(downloadCsv).mock.calls[0];
    expect(fileName).toMatch(/^ordens-pagamento-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Ordem;Usuário;Plano;Valor;Situação;Criada em;Vencimento;Boleto');
    const cancelled = db().paymentOrders.filter((o) => o.status === 'CANCELLED');
    expect(lines).toHaveLength(cancelled.length + 1);
    const amounts = lines.slice(1).map((l) => Number(l.split(';')[3].replace(',', '.')));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    lines.slice(1).forEach((l) => {
      const cells = l.split(';');
      expect(cells[3]).toMatch(/^\d+,\d{2}$/);
      expect(cells[4]).toBe('Cancelado');
      expect(cells[5]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    });
  });

  it('a row keeps the bank-slip rules and an action saves the scroll for the reload', { timeout: 40000 }, async () => {
    const order = db().paymentOrders.find((o) => o.status === 'WAITING' && !o.bankSlip)!;
    const { table, user } = await openTable(`/adm/paymentOrder?q=${order.id}`);
    const row = bodyRows(table)[0];
    expect(within(row).getByText('Nenhum')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Registrar boleto' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Enviar boleto' })).not.toBeInTheDocument();
    window.scrollY = 640;
    await user.click(within(row).getByRole('button', { name: 'Cancelar ordem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar ordem de pagamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar ordem' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), slow);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.reloadScroll)!)).toEqual({ url: `${location.pathname}${location.search}`, y: 640 });
    window.scrollY = 0;
  });

  it('after the reload the list returns to where it was, on the same address only, once', () => {
    const scrollTo = vi.mocked(window.scrollTo);
    history.replaceState(null, '', '/adm/paymentOrder?status=WAITING&sort=user&dir=asc');
    sessionStorage.setItem(storageKeys.reloadScroll, JSON.stringify({ url: '/adm/paymentOrder?status=WAITING&sort=user&dir=asc', y: 812 }));
    scrollTo.mockClear();
    restoreScrollAfterReload();
    expect(scrollTo).toHaveBeenCalledWith({ top: 812, behavior: 'instant' });
    scrollTo.mockClear();
    restoreScrollAfterReload();
    expect(scrollTo).not.toHaveBeenCalled();
    sessionStorage.setItem(storageKeys.reloadScroll, JSON.stringify({ url: '/adm/paymentOrder?status=PAID', y: 300 }));
    restoreScrollAfterReload();
    expect(scrollTo).not.toHaveBeenCalled();
    history.replaceState(null, '', '/');
  });
});

describe('payment orders cards (phones)', () => {
  it('offer the same sort through two selects', { timeout: 40000 }, async () => {
    loginAs('manager');
    const { user, router } = renderApp('/adm/paymentOrder');
    await screen.findByText('5.000 ordens encontradas', {}, slow);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('createdAt');
    expect(screen.getByLabelText('Sentido')).toHaveValue('desc');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'user');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=user&dir=desc'));
    await user.selectOptions(screen.getByLabelText('Sentido'), 'asc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=user&dir=asc'));
    const names = within(screen.getByRole('list', { name: 'Ordens de pagamento' }))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('dd')!.textContent!);
    const folded = names.map((n) =>
      n
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
    );
    expect(folded).toEqual([...folded].sort());
  });
});
