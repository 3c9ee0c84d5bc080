import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/app/i18n';
import { ToastHost } from '@/components/toast/toast-host';
import { toast } from '@/components/toast/toast-store';
import { storeGlobalToast } from '@/lib/global-toast';

const host = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ToastHost />
    </I18nextProvider>,
  );

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('hides a danger toast after 5 seconds', () => {
    vi.useFakeTimers();
    host();
    act(() => void toast.danger('Falha ao requisitar os dados para o Dashboard'));
    expect(screen.getByText('Falha ao requisitar os dados para o Dashboard')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Falha ao requisitar os dados para o Dashboard')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Falha ao requisitar os dados para o Dashboard')).not.toBeInTheDocument();
  });

  it("keeps the global toast in localStorage under 'global-toast' and shows it after a reload for 7 s", () => {
    storeGlobalToast({ type: 'success', message: 'Tudo certo, agora faça seu login.' });
    expect(JSON.parse(localStorage.getItem('global-toast')!)).toEqual({ type: 'success', message: 'Tudo certo, agora faça seu login.' });
    // A reload: a fresh host reads the stored toast.
    toast.clear();
    vi.useFakeTimers();
    host();
    expect(screen.getByText('Tudo certo, agora faça seu login.')).toBeInTheDocument();
    expect(localStorage.getItem('global-toast')).toBeNull();
    act(() => vi.advanceTimersByTime(6900));
    expect(screen.getByText('Tudo certo, agora faça seu login.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText('Tudo certo, agora faça seu login.')).not.toBeInTheDocument();
  });
});
