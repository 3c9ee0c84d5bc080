import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { reloadPage } from '@/lib/browser-actions';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import type { PaymentOrder } from '@pecaja/simulated-api/types';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

vi.mock('@/lib/browser-actions', () => ({ reloadPage: vi.fn(), printPage: vi.fn() }));

/** The first load builds 5,000 rows through the simulated API: give it time. */
const slow = { timeout: 8000 };

const pdf = () => new File(['%PDF-1.4\n% boleto\n'], 'boleto.pdf', { type: 'application/pdf' });

function waitingOrder(): PaymentOrder {
  return db().paymentOrders.find((o) => o.status === 'WAITING' && !o.bankSlip)!;
}

/** Gives an order a slip in the given state, as the lifecycle would have. */
function withSlip(order: PaymentOrder, biStatus: 0 | 2) {
  order.bankSlip = {
    due_date: '2026-12-10',
    barcode: '11112222333344445555',
    our_number: '5550001',
    amount: order.amount,
    fileName: 'b.pdf',
    url: '/api/uploads/x',
    state: biStatus === 0 ? 'created' : 'sent',
  };
  if (biStatus === 2) order.status = 'SENT';
  db().subscriptions.find((s) => s.id === order.subscriptionId)!.bi_status = biStatus;
}

/** Opens the list filtered down to one order (the user field also finds an order number). */
async function openOrder(order: PaymentOrder) {
  loginAs('manager');
  const view = renderApp(`/adm/paymentOrder?user=${order.id}`);
  const item = await screen.findByRole('listitem', { name: `Ordem nº ${order.id}` }, slow);
  return { ...view, item };
}

function storedToast() {
  return JSON.parse(localStorage.getItem('global-toast') ?? 'null') as { type: string; message: string } | null;
}

beforeEach(() => vi.mocked(reloadPage).mockClear());

describe('payment orders page', () => {
  it('shows a spinner, then each order with status, user, amount, plan, method and the forward-payment line', async () => {
    loginAs('manager');
    renderApp('/adm/paymentOrder');
    expect((await screen.findAllByRole('status', {}, slow)).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Ordens de pagamento', level: 1 }, slow)).toBeInTheDocument();
    expect(await screen.findByText('5.000 ordens encontradas', {}, slow)).toBeInTheDocument();
    const order = waitingOrder();
    const user = db().users.find((u) => u.id === order.userId)!;
    const list = screen.getByRole('list', { name: 'Ordens de pagamento' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const item = screen.getByRole('listitem', { name: `Ordem nº ${order.id}` });
    expect(within(item).getByText('Aguardando')).toBeInTheDocument();
    expect(within(item).getByText(user.name)).toBeInTheDocument();
    expect(within(item).getByText(`R$ ${order.amount.toFixed(2).replace('.', ',')}`)).toBeInTheDocument();
    // The plan by the name the subscriber knows it (the plans page's).
    expect(within(item).getByText({ Free: 'Livre', Basic: 'Bronze', Standard: 'Silver', Premium: 'Gold' }[order.description]!)).toBeInTheDocument();
    expect(within(item).getByText('Boleto bancário')).toBeInTheDocument();
    expect(within(item).getByText(/^Encaminhar pagamento até \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Registrar boleto' })).toBeInTheDocument();
  });

  it('filters 5,000 orders by status and user and pages through them, keeping the filters in the URL', { timeout: 30000 }, async () => {
    loginAs('manager');
    const { user, router } = renderApp('/adm/paymentOrder');
    await screen.findByText('5.000 ordens encontradas', {}, slow);
    await user.click(screen.getByRole('checkbox', { name: /^Aguardando/ }));
    const waiting = db().paymentOrders.filter((o) => o.status === 'WAITING').length;
    expect(await screen.findByText(`${waiting} ordens encontradas`)).toBeInTheDocument();
    expect(router.state.location.search).toContain('status=WAITING');
    await user.click(screen.getByRole('checkbox', { name: /^Aguardando/ }));
    const order = waitingOrder();
    const name = db().users.find((u) => u.id === order.userId)!.name;
    await user.click(screen.getByLabelText('Usuário ou nº da ordem'));
    await user.paste(name.toUpperCase());
    const matching = db().paymentOrders.filter((o) => db().users.find((u) => u.id === o.userId)!.name === name).length;
    expect(await screen.findByText(new RegExp(`^${matching} orde(m|ns) encontrada`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await screen.findByText('5.000 ordens encontradas', {}, slow);
    const pager = screen.getByRole('navigation', { name: 'Páginas da lista de ordens' });
    expect(within(pager).getByText('Página 1 de 250')).toBeInTheDocument();
    await user.click(within(pager).getByText('Próxima'));
    expect(await within(pager).findByText('Página 2 de 250')).toBeInTheDocument();
    expect(router.state.location.search).toContain('page=2');
  });

  it('says so when no order matches', async () => {
    loginAs('manager');
    const { user } = renderApp('/adm/paymentOrder');
    await screen.findByText('5.000 ordens encontradas', {}, slow);
    await user.click(screen.getByLabelText('Usuário ou nº da ordem'));
    await user.paste('ninguém com este nome');
    expect(await screen.findByText('Nenhuma ordem de pagamento encontrada com estes filtros.')).toBeInTheDocument();
  });

  it('shows an error view with a retry when the list cannot be loaded', async () => {
    server.use(http.get('/api/manager-subscription-page', () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 })));
    loginAs('manager');
    renderApp('/adm/paymentOrder');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 4000 })).toBeInTheDocument();
  });
});

describe('bank slip creation dialog', () => {
  async function openDialog(order = waitingOrder()) {
    const view = await openOrder(order);
    await view.user.click(within(view.item).getByRole('button', { name: 'Registrar boleto' }));
    const dialog = await screen.findByRole('dialog', { name: `Registrar boleto da ordem nº ${order.id}` });
    return { ...view, dialog, order };
  }

  async function fill(dialog: HTMLElement, user: ReturnType<typeof renderApp>['user'], values: { ourNumber: string; barcode: string }) {
    fireEvent.change(within(dialog).getByLabelText('Data de vencimento'), { target: { value: '2026-12-10' } });
    await user.type(within(dialog).getByLabelText('Nosso número'), values.ourNumber);
    await user.type(within(dialog).getByLabelText('Código de barras'), values.barcode);
    await user.upload(within(dialog).getByLabelText('Arquivo do boleto (PDF)'), [pdf(), new File(['%PDF-2'], 'segundo.pdf', { type: 'application/pdf' })]);
  }

  it('requires every field, with telephone-type number inputs and a PDF input', async () => {
    const { dialog, user } = await openDialog();
    expect(within(dialog).getByLabelText('Nosso número')).toHaveAttribute('type', 'tel');
    expect(within(dialog).getByLabelText('Código de barras')).toHaveAttribute('type', 'tel');
    expect(within(dialog).getByLabelText('Data de vencimento')).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText('Arquivo do boleto (PDF)')).toHaveAttribute('accept', '.pdf,application/pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(within(dialog).getByText('Informe a data de vencimento.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe o nosso número.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe o código de barras.')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione o arquivo PDF do boleto.')).toBeInTheDocument();
  });

  it('PAYMENT_ORDER_SUCCESS: sends only the first file, stores "Boleto registrado com sucesso!" and reloads', async () => {
    let sent: FormData | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/manager-bank-invoices') && request.method === 'POST') sent = await request.clone().formData();
    });
    const { dialog, user, order } = await openDialog();
    await fill(dialog, user, { ourNumber: '4455667788', barcode: '0011 2233 4455' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), slow);
    expect(await screen.findByText('Boleto registrado com sucesso!')).toBeInTheDocument();
    expect(storedToast()).toEqual({ type: 'success', message: 'Boleto registrado com sucesso!' });
    expect(sent?.getAll('file')).toHaveLength(1);
    // The first chosen file (jsdom's multipart encoding drops file names, so compare sizes).
    expect((sent?.get('file') as File).size).toBe(pdf().size);
    expect(sent?.get('payment_order')).toBe(String(order.id));
    expect(sent?.get('due_date')).toBe('2026-12-10');
    expect(db().subscriptions.find((s) => s.id === order.subscriptionId)!.bi_status).toBe(0);
    server.events.removeAllListeners();
  });

  it('PAYMENT_ORDER_DUPLICATE shows its text under the form and keeps what was typed', async () => {
    const used = db().paymentOrders.find((o) => o.bankSlip)!.bankSlip!;
    const { dialog, user } = await openDialog();
    await fill(dialog, user, { ourNumber: used.our_number, barcode: '1234' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Você já utilizou esta referência NOSSO NÚMERO ou CÓDIGO DE BARRAS.');
    expect(within(dialog).getByLabelText('Nosso número')).toHaveValue(used.our_number);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('PAYMENT_ORDER_AMOUNT_EXCEED shows its text under the form', async () => {
    const { dialog, user } = await openDialog();
    // A digitable line worth R$ 9.999,99, more than any plan.
    await fill(dialog, user, { ourNumber: '7788', barcode: `${'2'.repeat(37)}0000999999` });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Você não pode registrar um boleto neste valor para esta ordem de pagamento.');
  });

  it('PAYMENT_ORDER_FAILED shows "Falha ao registrar o boleto"', async () => {
    server.use(http.post('/api/manager-bank-invoices', () => HttpResponse.json({ success: false, response: 'PAYMENT_ORDER_FAILED' }, { status: 400 })));
    const { dialog, user } = await openDialog();
    await fill(dialog, user, { ourNumber: '7788', barcode: '99' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Falha ao registrar o boleto');
  });

  it('shows a server text it does not know as it came, and a success code it does not know as it came', async () => {
    server.use(http.post('/api/manager-bank-invoices', () => HttpResponse.json({ success: false, response: 'Banco fora do ar, tente mais tarde' })));
    const { dialog, user } = await openDialog();
    await fill(dialog, user, { ourNumber: '7788', barcode: '99' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Banco fora do ar, tente mais tarde');
    server.use(http.post('/api/manager-bank-invoices', () => HttpResponse.json({ success: true, response: 'Boleto aceito pelo banco' })));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(storedToast()).toEqual({ type: 'success', message: 'Boleto aceito pelo banco' }));
  });

  it('refuses a file that is not a PDF before sending', async () => {
    const { dialog, user } = await openDialog();
    const input = within(dialog).getByLabelText('Arquivo do boleto (PDF)');
    fireEvent.change(input, { target: { files: [new File(['x'], 'foto.png', { type: 'image/png' })] } });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(within(dialog).getByText('O arquivo do boleto deve ser um PDF.')).toBeInTheDocument();
  });
});

describe('bank slip actions', () => {
  it('shows one button with no slip, the send/cancel group for a registered slip (send red) and adds payment once sent', async () => {
    const order = waitingOrder();
    withSlip(order, 0);
    const { item } = await openOrder(order);
    const group = within(item).getByRole('group', { name: `Ações do boleto da ordem nº ${order.id}` });
    expect(within(group).getByRole('button', { name: 'Enviar boleto' })).toHaveClass('btn-danger');
    expect(within(group).getByRole('button', { name: 'Cancelar boleto' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Registrar pagamento' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Registrar boleto' })).not.toBeInTheDocument();
  });

  it('send: success stores "Boleto enviado com sucesso!" and reloads', async () => {
    const order = waitingOrder();
    withSlip(order, 0);
    const { item, user } = await openOrder(order);
    await user.click(within(item).getByRole('button', { name: 'Enviar boleto' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), slow);
    expect(storedToast()).toEqual({ type: 'success', message: 'Boleto enviado com sucesso!' });
    expect(db().subscriptions.find((s) => s.id === order.subscriptionId)!.bi_status).toBe(2);
  });

  it('send: a failure stores "Erro na requisição" and reloads', async () => {
    server.use(http.post('/api/manager-bank-invoices-send', () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 })));
    const order = waitingOrder();
    withSlip(order, 0);
    const { item, user } = await openOrder(order);
    await user.click(within(item).getByRole('button', { name: 'Enviar boleto' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), slow);
    expect(storedToast()).toEqual({ type: 'danger', message: 'Erro na requisição' });
  });

  it('send: 403 goes to /subscription without a reload', async () => {
    server.use(http.post('/api/manager-bank-invoices-send', () => HttpResponse.json({ success: false, response: 'SUBSCRIPTION_REQUIRED' }, { status: 403 })));
    const order = waitingOrder();
    withSlip(order, 0);
    const { item, user, router } = await openOrder(order);
    await user.click(within(item).getByRole('button', { name: 'Enviar boleto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('cancel slip: asks first, then stores "Boleto cancelado com sucesso!" and reloads', async () => {
    const order = waitingOrder();
    withSlip(order, 0);
    const { item, user } = await openOrder(order);
    await user.click(within(item).getByRole('button', { name: 'Cancelar boleto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar boleto' });
    expect(reloadPage).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar boleto' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), slow);
    expect(storedToast()).toEqual({ type: 'success', message: 'Boleto cancelado com sucesso!' });
    expect(db().subscriptions.find((s) => s.id === order.subscriptionId)!.bi_status).toBe(4);
  });

  it('cancel slip: a failure stores "Erro na requisição" and reloads', async () => {
    server.use(
      http.post('/api/manager-bank-invoices-cancel', () => HttpResponse.json({ success: false, response: 'BANK_SLIP_INVALID_STATE' }, { status: 409 })),
    );
    const order = waitingOrder();
    withSlip(order, 0);
    const { item, user } = await openOrder(order);
    await user.click(within(item).getByRole('button', { name: 'Cancelar boleto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar boleto' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar boleto' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), slow);
    expect(storedToast()).toEqual({ type: 'danger', message: 'Erro na requisição' });
  });

  it('register payment: success stores "Pagamento registrado com sucesso!", reloads and activates the subscription', async () => {
    const order = waitingOrder();
    withSlip(order, 2);
    const { item, user } = await openOrder(order);
    expect(within(item).getByRole('button', { name: 'Enviar boleto' })).toHaveClass('btn-secondary');
    await user.click(within(item).getByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), slow);
    expect(storedToast()).toEqual({ type: 'success', message: 'Pagamento registrado com sucesso!' });
    expect(db().subscriptions.find((s) => s.id === order.subscriptionId)!.status).toBe('ACTIVATED');
    expect(order.status).toBe('PAID');
  });

  it('register payment: a failure stores "Erro na requisição" and reloads', async () => {
    server.use(http.put('/api/manager-bank-invoices-payment', () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 })));
    const order = waitingOrder();
    withSlip(order, 2);
    const { item, user } = await openOrder(order);
    await user.click(within(item).getByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), slow);
    expect(storedToast()).toEqual({ type: 'danger', message: 'Erro na requisição' });
  });

  it('cancel order: asks for a reason and sends PUT /payment-order-cancel with payment_order_id and reason', async () => {
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/payment-order-cancel')) body = await request.clone().json();
    });
    const order = waitingOrder();
    const { item, user } = await openOrder(order);
    await user.click(within(item).getByRole('button', { name: 'Cancelar ordem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar ordem de pagamento' });
    await user.type(within(dialog).getByLabelText('Motivo do cancelamento'), 'Cliente pediu o cancelamento');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar ordem' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), slow);
    expect(body).toEqual({ payment_order_id: order.id, reason: 'Cliente pediu o cancelamento' });
    expect(storedToast()).toEqual({ type: 'success', message: 'Ordem de pagamento cancelada com sucesso!' });
    server.events.removeAllListeners();
  });

  it('register payment with no reply (the connection dropped): the page stays, a red toast says so, nothing stored, no reload', async () => {
    server.use(http.put('/api/manager-bank-invoices-payment', () => HttpResponse.error()));
    const order = waitingOrder();
    withSlip(order, 2);
    const { item, user } = await openOrder(order);
    await user.click(within(item).getByRole('button', { name: 'Registrar pagamento' }));
    expect(await screen.findByTestId('toast-danger')).toHaveTextContent('Sem conexão com o servidor. Verifique sua internet e tente novamente.');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(storedToast()).toBeNull();
    // The buttons work again: the manager can try once the connection is back.
    expect(within(item).getByRole('button', { name: 'Registrar pagamento' })).toBeEnabled();
  });

  it('cancel order offline: the page stays, a red toast says there is no connection, and the dialog keeps the reason typed', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
    const order = waitingOrder();
    const { item, user } = await openOrder(order);
    await user.click(within(item).getByRole('button', { name: 'Cancelar ordem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar ordem de pagamento' });
    await user.type(within(dialog).getByLabelText('Motivo do cancelamento'), 'Cliente pediu o cancelamento');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar ordem' }));
    expect(await screen.findByTestId('toast-danger')).toHaveTextContent('Sem conexão com a internet. Verifique sua conexão e tente novamente.');
    online.mockRestore();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(storedToast()).toBeNull();
    expect(calls).not.toContain('/api/payment-order-cancel');
    expect(screen.getByRole('dialog', { name: 'Cancelar ordem de pagamento' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Motivo do cancelamento')).toHaveValue('Cliente pediu o cancelamento');
    expect(within(dialog).getByRole('button', { name: 'Cancelar ordem' })).toBeEnabled();
    expect(order.status).toBe('WAITING');
    server.events.removeAllListeners();
  });

  it('a 401 is left to the session layer: back to /auth, no toast stored, no reload', async () => {
    const order = waitingOrder();
    withSlip(order, 0);
    const { item, user, router } = await openOrder(order);
    db().sessions = [];
    await user.click(within(item).getByRole('button', { name: 'Enviar boleto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(storedToast()).toBeNull();
  });
});
