import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/app/i18n';
import { lazyPart, LazySlot, useOnDemand } from '@/components/lazy-slot';
import { toast, useToasts } from '@/components/toast/toast-store';

function Dialog({ title }: { title: string }) {
  return <div role="dialog" aria-label={title} />;
}

class Outer extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p>error page: {this.state.error}</p> : this.props.children;
  }
}

function Page({ open, onFailed, Part }: { open: boolean; onFailed: () => void; Part: ReturnType<typeof lazyPart<{ title: string }>> }) {
  return (
    <Outer>
      <h1>Mais peças</h1>
      {open ? (
        <LazySlot fallback={<span>carregando</span>} onFailed={onFailed}>
          <Part title="Filtros" />
        </LazySlot>
      ) : null}
    </Outer>
  );
}

describe('LazySlot and lazyPart: a part whose code loads when first needed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a failed load keeps the page, calls onFailed once, and the next opening loads the part again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Dialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Dialog);
    const Part = lazyPart(load);
    const onFailed = vi.fn();
    const { rerender } = render(<Page open onFailed={onFailed} Part={Part} />);
    // The failure stays in the slot: the page is there, no error page, the fallback in the part's place.
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Mais peças' })).toBeInTheDocument();
    expect(screen.queryByText(/error page/)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('carregando')).toBeInTheDocument();

    // Closed by onFailed, then asked for again: a new import, and this time the part shows.
    rerender(<Page open={false} onFailed={onFailed} Part={Part} />);
    rerender(<Page open onFailed={onFailed} Part={Part} />);
    expect(await screen.findByRole('dialog', { name: 'Filtros' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('an error inside a loaded part is not a failed load: it goes on to the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('bug in the dialog');
    }
    const Part = lazyPart(() => Promise.resolve(Broken as unknown as typeof Dialog));
    const onFailed = vi.fn();
    await act(async () => {
      render(<Page open onFailed={onFailed} Part={Part} />);
    });
    expect(await screen.findByText('error page: bug in the dialog')).toBeInTheDocument();
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('useOnDemand: a dialog that cannot load says so in a red toast and unmounts; Filtrar again loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    toast.clear();
    const load = vi
      .fn<() => Promise<typeof Dialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Dialog);
    const Part = lazyPart(load);
    function Screen() {
      const dialog = useOnDemand();
      const toasts = useToasts();
      return (
        <>
          <button type="button" onClick={dialog.open}>
            Filtrar
          </button>
          {dialog.mounted ? (
            <LazySlot onFailed={dialog.failed}>
              <Part title="Filtros" />
            </LazySlot>
          ) : null}
          {toasts.map((item) => (
            <p key={item.id} data-testid={`toast-${item.type}`}>
              {item.message}
            </p>
          ))}
        </>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Screen />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByTestId('toast-danger')).toHaveTextContent('Não foi possível abrir esta parte da página. Verifique sua conexão e tente de novo.');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('dialog', { name: 'Filtros' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    toast.clear();
  });
});
