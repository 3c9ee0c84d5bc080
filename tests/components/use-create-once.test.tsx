import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/app/i18n';
import { ApiError } from '@/api/errors';
import { CreateOutcomeNotice } from '@/components/feedback/create-outcome-notice';
import { useCreateOnce, type CreateOutcome } from '@/components/feedback/use-create-once';
import { ToastHost } from '@/components/toast/toast-host';

/** A promise the test settles. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const lost = () => new ApiError({ kind: 'network', status: null, code: 'NETWORK_ERROR' });
const offlineBeforeSending = () => new ApiError({ kind: 'network', status: null, code: 'OFFLINE', sent: false });
const TEXTS = {
  checking: 'Não sabemos se a peça foi cadastrada. Verificando…',
  missing: 'A peça não foi cadastrada.',
  resend: 'Cadastrar de novo',
  unverified: 'Não conseguimos verificar.',
};

interface Spies {
  send: (signal: AbortSignal) => Promise<string>;
  find: () => Promise<string | null>;
  onDone: (outcome: CreateOutcome<string, string>) => void;
  onError: (error: unknown) => void;
}

function Form({ spies }: { spies: Spies }) {
  const once = useCreateOnce<{ name: string }, string, string>('part', {
    find: () => spies.find(),
    onDone: (o) => spies.onDone(o),
    onError: (e) => spies.onError(e),
    away: ({ name }) => ({
      done: `A peça "${name}" foi cadastrada.`,
      notDone: `A peça "${name}" não foi cadastrada.`,
      unknown: `Não sabemos se a peça "${name}" foi cadastrada.`,
    }),
  });
  return (
    <form
      aria-label="Peça"
      onSubmit={(e) => {
        e.preventDefault();
        void once.run({ name: 'Farol' }, (signal) => spies.send(signal));
      }}
    >
      <CreateOutcomeNotice once={once} texts={TEXTS} ns="advertiser" />
      <button type="submit" disabled={once.locked}>
        Cadastrar peça
      </button>
      <button type="button" onClick={once.stop}>
        Parar
      </button>
    </form>
  );
}

function renderForm(spies: Spies, shown = true) {
  const ui = (on: boolean) => (
    <I18nextProvider i18n={i18n}>
      <ToastHost />
      {on ? <Form spies={spies} /> : null}
    </I18nextProvider>
  );
  const view = render(ui(shown));
  return { show: (on: boolean) => view.rerender(ui(on)) };
}

function spiesOf(partial: Partial<Spies> = {}) {
  return {
    send: vi.fn<Spies['send']>(() => Promise.resolve('PRODUCT_CREATED')),
    find: vi.fn<Spies['find']>(() => Promise.resolve(null)),
    onDone: vi.fn<Spies['onDone']>(),
    onError: vi.fn<Spies['onError']>(),
    ...partial,
  };
}

const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Peça' }));
const button = () => screen.getByRole('button', { name: 'Cadastrar peça' });

describe('useCreateOnce', () => {
  it('two submits before the reply send once; after it went through the button is off and a submit sends nothing', async () => {
    const reply = later<string>();
    const spies = spiesOf({ send: vi.fn(() => reply.promise) });
    renderForm(spies);
    submit();
    submit();
    await act(async () => reply.resolve('PRODUCT_CREATED'));
    expect(spies.onDone).toHaveBeenCalledWith({ kind: 'sent', result: 'PRODUCT_CREATED' });
    expect(button()).toBeDisabled();
    submit();
    await act(async () => undefined);
    expect(spies.send).toHaveBeenCalledTimes(1);
    expect(spies.onDone).toHaveBeenCalledTimes(1);
  });

  it('a lost reply: it says so, sends nothing on a submit, and the record found ends it as the reply would have', async () => {
    const check = later<string | null>();
    const spies = spiesOf({ send: vi.fn(() => Promise.reject(lost())), find: vi.fn(() => check.promise) });
    renderForm(spies);
    submit();
    expect(await screen.findByText('Não sabemos se a peça foi cadastrada. Verificando…')).toBeInTheDocument();
    expect(button()).toBeDisabled();
    submit();
    await act(async () => check.resolve('peça 7'));
    expect(spies.onDone).toHaveBeenCalledWith({ kind: 'found', record: 'peça 7' });
    expect(spies.send).toHaveBeenCalledTimes(1);
    expect(spies.onError).not.toHaveBeenCalled();
  });

  it('not found: it offers to send again, and only that button sends', async () => {
    const spies = spiesOf({ send: vi.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce('PRODUCT_CREATED') });
    renderForm(spies);
    submit();
    expect(await screen.findByText('A peça não foi cadastrada.')).toBeInTheDocument();
    expect(button()).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar de novo' }));
    await waitFor(() => expect(spies.onDone).toHaveBeenCalledWith({ kind: 'sent', result: 'PRODUCT_CREATED' }));
    expect(spies.send).toHaveBeenCalledTimes(2);
  });

  it('a check that fails says why, and checks again on its button or by itself once back online', async () => {
    const spies = spiesOf({
      send: vi.fn(() => Promise.reject(new ApiError({ kind: 'http', status: 502, code: 'HTTP_502' }))),
      find: vi.fn<Spies['find']>().mockRejectedValueOnce(offlineBeforeSending()).mockRejectedValueOnce(offlineBeforeSending()).mockResolvedValueOnce('peça 7'),
    });
    renderForm(spies);
    submit();
    expect(await screen.findByText(/^Não conseguimos verificar\. Sem conexão com a internet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Verificar de novo' }));
    await waitFor(() => expect(spies.find).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Verificar de novo' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(spies.onDone).toHaveBeenCalledWith({ kind: 'found', record: 'peça 7' }));
    expect(spies.send).toHaveBeenCalledTimes(1);
  });

  it("a refusal, or a call that never left (offline), is the form's: no check, and the form may send again", async () => {
    const refused = new ApiError({ kind: 'http', status: 422, code: 'VALIDATION_ERROR' });
    const spies = spiesOf({ send: vi.fn().mockRejectedValueOnce(refused).mockRejectedValueOnce(offlineBeforeSending()) });
    renderForm(spies);
    submit();
    await waitFor(() => expect(spies.onError).toHaveBeenCalledWith(refused));
    expect(button()).toBeEnabled();
    submit();
    await waitFor(() => expect(spies.onError).toHaveBeenCalledTimes(2));
    expect(spies.find).not.toHaveBeenCalled();
    expect(button()).toBeEnabled();
  });

  it('stopping the wait aborts the call and checks what became of it', async () => {
    const spies = spiesOf({
      send: vi.fn(
        (signal: AbortSignal) =>
          new Promise<string>((_, no) => signal.addEventListener('abort', () => no(new ApiError({ kind: 'network', status: null, code: 'CANCELLED' })))),
      ),
    });
    renderForm(spies);
    submit();
    fireEvent.click(screen.getByRole('button', { name: 'Parar' }));
    expect(await screen.findByText('A peça não foi cadastrada.')).toBeInTheDocument();
    expect(spies.find).toHaveBeenCalledTimes(1);
  });

  it('a form left while it sends: the outcome is told afterwards in a toast, and the form opened again joins an attempt still waiting', async () => {
    const first = later<string>();
    const second = later<string>();
    const spies = spiesOf({ send: vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise) });
    const view = renderForm(spies);
    submit();
    view.show(false);
    await act(async () => first.resolve('PRODUCT_CREATED'));
    expect(await screen.findByText('A peça "Farol" foi cadastrada.')).toBeInTheDocument();
    expect(spies.onDone).not.toHaveBeenCalled();

    // Opened again: a new attempt; left and opened again while it waits: the form joins it.
    view.show(true);
    submit();
    view.show(false);
    view.show(true);
    expect(button()).toBeDisabled();
    submit();
    await act(async () => second.resolve('PRODUCT_CREATED'));
    expect(spies.onDone).toHaveBeenCalledTimes(1);
    expect(spies.send).toHaveBeenCalledTimes(2);
  });

  it('closing or reloading the tab while it sends asks first; once it is done, not', async () => {
    const reply = later<string>();
    renderForm(spiesOf({ send: vi.fn(() => reply.promise) }));
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    submit();
    await waitFor(() => expect(leave()).toBe(true));
    await act(async () => reply.resolve('PRODUCT_CREATED'));
    expect(leave()).toBe(false);
  });
});
