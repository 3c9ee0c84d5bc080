import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { reloadPage } from '@/lib/browser-actions';
import { safeStorage } from '@/lib/safe-storage';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../support/render';
import { loginAs } from '../support/session';

vi.mock('@/lib/browser-actions', () => ({ reloadPage: vi.fn(), printPage: vi.fn() }));

/**
 * A full localStorage (and sessionStorage): every write throws QuotaExceededError, as a browser
 * does once the origin's quota is used up. The app keeps working, with what it would have stored
 * kept in the tab's memory.
 */
function fillStorage() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

type AppUser = ReturnType<typeof renderApp>['user'];

async function loginOnScreen(user: AppUser, role: keyof typeof DEMO) {
  await user.type(await screen.findByLabelText('Telefone'), DEMO[role].phone);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.type(await screen.findByLabelText('Senha'), DEMO[role].password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

beforeEach(() => vi.mocked(reloadPage).mockClear());

afterEach(() => {
  vi.restoreAllMocks();
  safeStorage.forgetMemory();
});

describe('with the browser storage full', () => {
  it('the login goes through (the phone it keeps cannot be stored) and leaves the password step', async () => {
    fillStorage();
    const { user, router } = renderApp('/auth');
    await loginOnScreen(user, 'buyer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
    expect(Cookies.get('jwtToken')).toBeDefined();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 401 still leads to the login, which then returns to the page with its search', async () => {
    let refuse = true;
    server.use(
      http.get('/api/products-adm/list', ({ request: r }) =>
        refuse && r.headers.get('Authorization') ? HttpResponse.json({ success: false, response: 'ACCESS_DENIED' }, { status: 401 }) : undefined,
      ),
    );
    loginAs('subscriber');
    fillStorage();
    const { router, user } = renderApp('/adm/productList?filtro=freio');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(Cookies.get('jwtToken')).toBeUndefined();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sua sessão expirou. Entre novamente para continuar.');
    refuse = false;
    await loginOnScreen(user, 'subscriber');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/adm/productList?filtro=freio'));
    expect(await screen.findByRole('heading', { name: 'Meus produtos' })).toBeInTheDocument();
  });

  it('cancelling an order the server cancelled reloads the page, with its message shown', async () => {
    const order = db().paymentOrders.find((o) => o.status === 'WAITING' && !o.bankSlip)!;
    loginAs('manager');
    fillStorage();
    const { user } = renderApp(`/adm/paymentOrder?user=${order.id}`);
    const item = await screen.findByRole('listitem', { name: `Ordem nº ${order.id}` }, { timeout: 8000 });
    await user.click(within(item).getByRole('button', { name: 'Cancelar ordem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar ordem de pagamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar ordem' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(order.status).toBe('CANCELLED');
    expect(await screen.findByText('Ordem de pagamento cancelada com sucesso!')).toBeInTheDocument();
  });
});
