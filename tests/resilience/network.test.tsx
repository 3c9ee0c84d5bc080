import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { http as httpClient, SLOW_CALL_MS } from '@/api/client';
import type { PaymentOrder } from '@/features/manager/api/manager';
import { BankSlipDialog } from '@/features/manager/bank-slip-dialog';
import { todayIso } from '@/lib/validation';
import { server } from '@pecaja/simulated-api/node';
import { renderApp, renderWithProviders } from '../support/render';
import { loginAs } from '../support/session';

/**
 * Going offline is visible and never leaves an action waiting in
 * silence; a call that takes long says so and offers to try again or to cancel.
 */

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  setOnline(true);
  delete (window.navigator as { onLine?: boolean }).onLine;
  vi.useRealTimers();
});

/**
 * A clock that runs on its own (so the screens, the simulated API and the test's waits go on as
 * usual) and that `untilTakingLong` moves past the app's own 'taking long' wait at once.
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
}

/**
 * Moves the clock past the app's 'taking long' wait (8 s) and returns the notice. The count
 * starts once the loading state has rendered, which may be a moment after the call left (a
 * route's loader starts it before the page renders, and a spinner may give way to the page's
 * own): the clock moves on in small steps, each with a real turn of the event loop for React, so
 * the count starts with the loading state that stays. One 8 s jump first (as before) let a busy
 * machine's late count run into the call's own 15 s timeout.
 */
async function untilTakingLong(scope: Pick<typeof screen, 'queryByText'> = screen): Promise<HTMLElement> {
  expect(scope.queryByText(SLOW_TEXT), 'taking long before the wait').toBeNull();
  for (let moved = 0; !scope.queryByText(SLOW_TEXT) && moved < SLOW_CALL_MS + 4000; moved += 250) {
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(250);
    });
  }
  const notice = scope.queryByText(SLOW_TEXT);
  expect(notice, 'no "taking long" notice after the wait').not.toBeNull();
  return notice!;
}

const ORDER = {
  payment_order_id: 4321,
  id: 99,
  status: 'WAITING',
  user: 'Ana Ribeiro',
  amount: 49.9,
  description: 'Basic',
  bi_status: null,
} as unknown as PaymentOrder;
const pdf = () => new File(['%PDF-1.4\n% boleto\n'], 'boleto.pdf', { type: 'application/pdf' });
const inThreeDays = () => todayIso(new Date(Date.now() + 3 * 86_400_000));
const OFFLINE_TEXT = /Sem conexão com a internet/;
const SLOW_TEXT = 'Está demorando mais que o normal.';

let ejectSpy: (() => void) | null = null;
afterEach(() => {
  ejectSpy?.();
  ejectSpy = null;
});

/**
 * Records the bank-slip posts that reach the server, each with the abort signal the HTTP layer
 * gave it; `hang` keeps each one unanswered.
 */
function slipCalls(hang: boolean) {
  const calls: Array<{ aborted: () => boolean }> = [];
  const signals: AbortSignal[] = [];
  const id = httpClient.interceptors.request.use((config) => {
    if (config.url === '/manager-bank-invoices' && config.signal) signals.push(config.signal as AbortSignal);
    return config;
  });
  ejectSpy = () => httpClient.interceptors.request.eject(id);
  server.use(
    http.post('/api/manager-bank-invoices', async () => {
      const signal = signals[calls.length];
      calls.push({ aborted: () => signal?.aborted === true });
      if (hang) await delay('infinite');
      return HttpResponse.json({ success: true, response: 'PAYMENT_ORDER_SUCCESS' });
    }),
  );
  return calls;
}

async function fillSlip(user: ReturnType<typeof renderWithProviders>['user']) {
  fireEvent.change(await screen.findByLabelText('Data de vencimento'), { target: { value: inThreeDays() } });
  await user.type(screen.getByLabelText('Nosso número'), '12345678901');
  await user.type(screen.getByLabelText('Código de barras'), '23790504004199000000000000000000100000000000000');
  await user.upload(screen.getByLabelText('Arquivo do boleto (PDF)'), pdf());
}

describe('offline is visible', () => {
  it('an app-wide notice says the connection is gone, and goes away when it is back', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    setOnline(false);
    const notice = await screen.findByText(OFFLINE_TEXT);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    setOnline(true);
    await waitFor(() => expect(screen.queryByText(OFFLINE_TEXT)).toBeNull());
  });

  it('bank slip, offline: Registrar fails at once with "Sem conexão", sends nothing and keeps what was typed', async () => {
    const calls = slipCalls(false);
    const { user } = renderWithProviders(<BankSlipDialog order={ORDER} show onHide={() => undefined} />);
    await fillSlip(user);
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(OFFLINE_TEXT, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(screen.getByLabelText('Nosso número')).toHaveValue('12345678901');
    expect(screen.getByLabelText('Nosso número')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Registrar' })).toBeEnabled();
  });

  it('bank slip, offline mid-call: the call in flight ends with "Sem conexão" instead of spinning', async () => {
    const calls = slipCalls(true);
    const { user } = renderWithProviders(<BankSlipDialog order={ORDER} show onHide={() => undefined} />);
    await fillSlip(user);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    setOnline(false);
    expect(await within(screen.getByRole('dialog')).findByText(OFFLINE_TEXT, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(calls[0].aborted()).toBe(true);
    expect(screen.getByLabelText('Código de barras')).toHaveValue('23790504004199000000000000000000100000000000000');
  });

  it('bank slip: while the call is pending, Cancelar and the close button work and the call is aborted', async () => {
    const calls = slipCalls(true);
    const onHide = vi.fn();
    const { user } = renderWithProviders(<BankSlipDialog order={ORDER} show onHide={onHide} />);
    await fillSlip(user);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeEnabled();
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    expect(cancel).toBeEnabled();
    await user.click(cancel);
    expect(onHide).toHaveBeenCalled();
    await waitFor(() => expect(calls[0].aborted()).toBe(true));
  });

  it('payment, offline: a red toast says "Sem conexão", nothing is sent and the form keeps what was typed', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/payment-request')) posts.push(request.url);
    });
    loginAs('buyer');
    const { user } = renderApp('/payment', { state: { id: 2, frequency: 'monthly' } });
    await user.type(await screen.findByLabelText('CPF ou CNPJ'), '12345678909');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    const toast = await screen.findByTestId('toast-danger', {}, { timeout: 2000 });
    expect(toast).toHaveTextContent(OFFLINE_TEXT);
    expect(posts).toEqual([]);
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@exemplo.com.br');
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('123.456.789-09');
    expect(screen.getByRole('button', { name: 'Confirmar pagamento' })).toBeEnabled();
    server.events.removeAllListeners();
  });

  it('a screen opened offline shows its error view at once (not an endless spinner) and loads by itself once back online', async () => {
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const { container } = renderApp('/more_parts');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 3000 })).toBeInTheDocument();
    expect(container.querySelector('.spinner-border')).toBeNull();
    setOnline(true);
    expect(await screen.findByRole('list', { name: 'Peças' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('slow calls say so', () => {
  it('a page spinner says it is taking long; Tentar novamente asks again and Cancelar shows the error view', async () => {
    let calls = 0;
    server.use(
      http.get('/api/more-parts/1', async () => {
        calls += 1;
        await delay('infinite');
        return HttpResponse.json({ success: true, response: null });
      }),
    );
    fakeClock();
    const { user, container } = renderApp('/more_parts');
    await waitFor(() => expect(calls).toBe(1));
    expect(container.querySelector('.spinner-border')).not.toBeNull();
    expect(await untilTakingLong()).toBeInTheDocument();
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(container.querySelector('.spinner-border')).not.toBeNull();
    // The new attempt starts its own count.
    expect(await untilTakingLong()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Desculpe-nos! Não foi possível carregar os dados neste momento.')).toBeInTheDocument();
    expect(container.querySelector('.spinner-border')).toBeNull();
    expect(screen.queryByText(SLOW_TEXT)).toBeNull();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  });

  it('the home says it is taking long; Tentar novamente asks again and Cancelar shows the error view, still logged quietly', async () => {
    (globalThis as { __allowConsoleError?: boolean }).__allowConsoleError = true;
    const logged = vi.spyOn(console, 'error');
    let calls = 0;
    server.use(
      http.get('/api/home', async () => {
        calls += 1;
        await delay('infinite');
        return HttpResponse.json({ success: true, response: null });
      }),
    );
    fakeClock();
    const { user, container } = renderApp('/home');
    await waitFor(() => expect(calls).toBe(1));
    expect(await untilTakingLong()).toBeInTheDocument();
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(container.querySelector('.placeholder-glow')).not.toBeNull();
    expect(await untilTakingLong()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Desculpe-nos! Não foi possível carregar os dados neste momento.')).toBeInTheDocument();
    expect(screen.queryByText('Ainda não há dados para exibir neste momento.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith('Erro na requisição', expect.anything());
  });

  it('a slow bank-slip call says so inside the dialog; Tentar novamente stops waiting and checks, and only "Registrar de novo" sends it again', async () => {
    loginAs('manager');
    const calls = slipCalls(true);
    const onHide = vi.fn();
    const { user } = renderWithProviders(<BankSlipDialog order={ORDER} show onHide={onHide} />);
    await fillSlip(user);
    fakeClock();
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await untilTakingLong(within(dialog))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    // The call may have reached the server: the order is checked, and holds no slip.
    expect(await within(dialog).findByText('O boleto não foi registrado. Você pode enviá-lo de novo.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].aborted()).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Registrar' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Registrar de novo' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].aborted()).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onHide).toHaveBeenCalled();
    await waitFor(() => expect(calls[1].aborted()).toBe(true));
  });
});
