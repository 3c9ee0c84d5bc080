import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/app/i18n';
import { ErrorView } from '@/components/feedback/error-view';
import { ToastHost } from '@/components/toast/toast-host';
import { toast } from '@/components/toast/toast-store';
import { storeGlobalToast } from '@/lib/global-toast';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../support/render';

/** Markup a hostile or broken server could send: it must show as text, never become elements. */
const MARKUP = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script><b>negrito</b>';

function withI18n(ui: React.ReactNode) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

function expectNoInjectedElements(root: HTMLElement) {
  expect(root.querySelector('img[src="x"]')).toBeNull();
  expect(root.querySelector('[onerror]')).toBeNull();
  expect(root.querySelector('script')).toBeNull();
  expect(root.querySelector('b')).toBeNull();
}

describe('server text with markup renders as text', () => {
  it('in the ErrorView', () => {
    const { container } = withI18n(<ErrorView message={MARKUP} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MARKUP);
    expectNoInjectedElements(container);
  });

  it('in a toast, message and title', () => {
    withI18n(<ToastHost />);
    act(() => void toast.danger(SCRIPT, { title: MARKUP }));
    const shown = screen.getByTestId('toast-danger');
    expect(within(shown).getByText(SCRIPT)).toBeInTheDocument();
    expect(within(shown).getByText(MARKUP)).toBeInTheDocument();
    expectNoInjectedElements(document.body);
  });

  it('in the global toast read back from localStorage after a reload', () => {
    storeGlobalToast({ type: 'success', message: MARKUP });
    withI18n(<ToastHost />);
    expect(screen.getByText(MARKUP)).toBeInTheDocument();
    expectNoInjectedElements(document.body);
  });

  it('in the real login screen, when the server refuses with markup as its message', async () => {
    server.use(http.post('/api/login', () => HttpResponse.json({ success: false, response: MARKUP }, { status: 401 })));
    const { user, container } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Telefone'), DEMO.buyer.phone);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Senha'), 'qualquer1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MARKUP);
    expectNoInjectedElements(container);
  });
});
