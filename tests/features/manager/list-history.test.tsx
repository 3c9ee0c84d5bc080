import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';
import { fixedMediaList } from '../../support/viewport';

/** The first load builds 5,000 rows through the simulated API: give it time. */
const slow = { timeout: 20000 };

const pagerOf = () => screen.findByRole('navigation', { name: 'Páginas da lista de ordens' }, slow);

describe('payment order pages are history entries', () => {
  const initialMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = initialMatchMedia;
  });

  it('each page change pushes an entry, so Back returns to the previous page with its filter', { timeout: 30000 }, async () => {
    loginAs('manager');
    const { user, router } = renderApp('/adm/paymentOrder?status=PAID');
    const pager = await pagerOf();
    await user.click(within(pager).getByText('Próxima'));
    expect(await within(pager).findByText(/^Página 2 de \d+$/)).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
    await user.click(within(pager).getByText('Próxima'));
    expect(await within(pager).findByText(/^Página 3 de \d+$/)).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/adm/paymentOrder');
    expect(router.state.location.search).toBe('?status=PAID&page=2');
    expect(await within(pager).findByText(/^Página 2 de \d+$/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Pago/ })).toBeChecked();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?status=PAID');
    expect(await within(pager).findByText(/^Página 1 de \d+$/)).toBeInTheDocument();
  });

  it('a page change brings the list heading to the top: smoothly, or at once when the user asks for reduced motion', { timeout: 30000 }, async () => {
    loginAs('manager');
    const { user } = renderApp('/adm/paymentOrder');
    const pager = await pagerOf();
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await user.click(within(pager).getByText('Próxima'));
    await within(pager).findByText('Página 2 de 250');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));

    window.matchMedia = (query: string) => fixedMediaList(query, query.includes('prefers-reduced-motion: reduce'));
    scrollTo.mockClear();
    await user.click(within(pager).getByText('Próxima'));
    await within(pager).findByText('Página 3 de 250');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'instant' }));
    expect(scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('a page past the last one is replaced by the last page', { timeout: 30000 }, async () => {
    loginAs('manager');
    const { router } = renderApp('/adm/paymentOrder?page=9999');
    const pager = await pagerOf();
    expect(within(pager).getByText('Página 250 de 250')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=250'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('the subscriptions report keeps its pages the same way', { timeout: 30000 }, async () => {
    loginAs('manager');
    const { user, router } = renderApp('/adm/report/subscriptions?page=9999');
    const pager = await screen.findByRole('navigation', { name: 'Páginas do relatório' }, slow);
    const last = within(pager)
      .getByText(/^Página \d+ de \d+$/)
      .textContent!.match(/de (\d+)$/)![1];
    expect(within(pager).getByText(`Página ${last} de ${last}`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?page=${last}`));
    await user.click(within(pager).getByText('Anterior'));
    expect(await within(pager).findByText(`Página ${Number(last) - 1} de ${last}`)).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(await within(pager).findByText(`Página ${last} de ${last}`)).toBeInTheDocument();
  });
});
