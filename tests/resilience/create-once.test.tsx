import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { reloadPage } from '@/lib/browser-actions';
import { todayIso } from '@/lib/validation';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { addBanner, subscriberWithAdsPackage } from '../support/ads';
import { fillPartForm, png } from '../support/product-form';
import { renderApp } from '../support/render';
import { loginAs } from '../support/session';
import { actThenLoseReply } from '../support/simulated-api';

vi.mock('@/lib/browser-actions', () => ({ reloadPage: vi.fn(), printPage: vi.fn() }));

/**
 * No create makes two records from one intention: when the server carried a create out and its
 * reply was lost, every create says it does not know, checks the server, and ends as the reply
 * would have (one record), with its button off meanwhile: a click sends nothing.
 */

type User = ReturnType<typeof renderApp>['user'];

const pdf = () => new File(['%PDF-1.4\n% boleto\n'], 'boleto.pdf', { type: 'application/pdf' });

const owner = (role: keyof typeof DEMO) => db().users.find((u) => u.phone === DEMO[role].phone)!;

beforeEach(() => vi.mocked(reloadPage).mockClear());

const fillPart = (user: User, name: string) => fillPartForm(user, name, 'PF-0912');

describe('a create whose reply was lost is checked, never sent again', () => {
  it('part: "Não sabemos se a peça foi cadastrada. Verificando…", the button is off, and the part found opens the list', async () => {
    loginAs('subscriber');
    const lost = actThenLoseReply(['post', '/auto_part/create'], ['get', '/products-adm/list']);
    const { user, router } = renderApp('/adm/productCreate');
    await fillPart(user, 'Pastilha de freio dianteira');
    const submit = screen.getByRole('button', { name: 'Cadastrar peça' });
    await user.click(submit);
    expect(await screen.findByText('Não sabemos se a peça foi cadastrada. Verificando…')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.submit(submit.closest('form')!);
    lost.release();
    expect(await screen.findByText('A peça foi cadastrada: encontramos na sua lista.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/productList'));
    expect(db().products.filter((p) => p.part_name === 'Pastilha de freio dianteira' && p.ownerId === owner('subscriber').id)).toHaveLength(1);
  });

  it('part: not in the list (the server did not act), it says so and only "Cadastrar de novo" sends it again', async () => {
    loginAs('subscriber');
    const { user, router } = renderApp('/adm/productCreate');
    await fillPart(user, 'Pastilha de freio traseira');
    server.use(http.post('/api/auto_part/create', () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
    expect(await screen.findByText('A peça não foi cadastrada. Confira os dados e envie de novo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadastrar peça' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cadastrar de novo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/productList'));
    expect(db().products.filter((p) => p.part_name === 'Pastilha de freio traseira')).toHaveLength(1);
  });

  it('banner: the banner found opens the list', async () => {
    const { product } = subscriberWithAdsPackage({ subscription: 93001, order: 93002 });
    addBanner({ user: owner('subscriber'), product }, { id: 93003, description: 'pastilhas em promoção' });
    const lost = actThenLoseReply(['post', '/ads'], ['get', '/ads-list']);
    const { user, router } = renderApp('/adm/ads-create');
    await user.type(await screen.findByLabelText('Descrição'), 'faróis novos');
    await waitFor(() => expect(within(screen.getByLabelText('Produto')).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(screen.getByLabelText('Produto'), product.uuid);
    await user.upload(screen.getByLabelText('Imagens'), png('farol.png'));
    await screen.findByRole('img', { name: 'Miniatura 1' });
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Não sabemos se o banner foi cadastrado. Verificando…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gravar' })).toBeDisabled();
    lost.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/ads-list'));
    expect(await screen.findByText('O banner foi cadastrado: encontramos na sua lista.')).toBeInTheDocument();
    expect(db().banners.filter((b) => b.description === 'Faróis novos')).toHaveLength(1);
  });

  it('plan payment: the order found in the statement is told as registered', async () => {
    loginAs('buyer');
    const lost = actThenLoseReply(['post', '/payment-request'], ['get', '/subscriptions-user']);
    const { user } = renderApp('/payment', { state: { id: 2, frequency: 'monthly' } });
    await user.type(await screen.findByLabelText('CPF ou CNPJ'), '12345678909');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText('Não sabemos se o pedido de pagamento foi registrado. Verificando…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar pagamento' })).toBeDisabled();
    lost.release();
    expect(await screen.findByText('Seu pedido de pagamento foi registrado: encontramos no seu extrato.')).toBeInTheDocument();
    expect(screen.queryByTestId('toast-danger')).not.toBeInTheDocument();
    expect(db().subscriptions.filter((s) => s.userId === owner('buyer').id && s.kind === 'plan' && s.status === 'WAITING')).toHaveLength(1);
  });

  it('bank slip: the slip found on the order reloads the page with its toast', async () => {
    const order = db().paymentOrders.find((o) => o.status === 'WAITING' && !o.bankSlip)!;
    loginAs('manager');
    const lost = actThenLoseReply(['post', '/manager-bank-invoices'], ['get', '/manager-subscription-page']);
    const { user } = renderApp(`/adm/paymentOrder?user=${order.id}`);
    const item = await screen.findByRole('listitem', { name: `Ordem nº ${order.id}` }, { timeout: 8000 });
    await user.click(within(item).getByRole('button', { name: 'Registrar boleto' }));
    const dialog = await screen.findByRole('dialog', { name: `Registrar boleto da ordem nº ${order.id}` });
    fireEvent.change(within(dialog).getByLabelText('Data de vencimento'), { target: { value: todayIso(new Date(Date.now() + 3 * 86_400_000)) } });
    await user.type(within(dialog).getByLabelText('Nosso número'), '4455667');
    await user.type(within(dialog).getByLabelText('Código de barras'), '11112222333344445555');
    await user.upload(within(dialog).getByLabelText('Arquivo do boleto (PDF)'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('Não sabemos se o boleto foi registrado. Verificando…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Registrar' })).toBeDisabled();
    lost.release();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem('global-toast') ?? 'null')).toEqual({
      type: 'success',
      message: 'O boleto foi registrado: encontramos na ordem de pagamento.',
    });
    expect(db().paymentOrders.filter((o) => o.bankSlip?.our_number === '4455667')).toHaveLength(1);
  });

  it('interest: the interest found shows the phone with the usual toast', async () => {
    loginAs('buyer');
    const buyer = owner('buyer');
    const asked = new Set(
      db()
        .engagements.filter((e) => e.buyerId === buyer.id)
        .map((e) => e.productId),
    );
    const product = db().products.find((p) => p.quantity > 0 && p.ownerId !== buyer.id && !asked.has(p.id))!;
    const lost = actThenLoseReply(['post', '/engagement-request'], ['get', '/product-phone/:url']);
    const { user } = renderApp(`/product/${product.url}`);
    await user.click(await screen.findByRole('button', { name: 'Tenho Interesse' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Tenho interesse nesta peça' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Li e concordo' }));
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ver telefone' }));
    expect(await within(dialog).findByText('Não sabemos se o seu interesse foi registrado. Verificando…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ver telefone' })).toBeDisabled();
    lost.release();
    expect(await screen.findByText('O anunciante foi avisado do seu interesse.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db().engagements.filter((e) => e.buyerId === buyer.id && e.productId === product.id)).toHaveLength(1);
  }, 30_000);
});
