import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { reloadPage } from '@/lib/browser-actions';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { addBanner, subscriberWithAdsPackage } from '../support/ads';
import { renderApp } from '../support/render';
import { watchRequests } from '../support/requests';
import { loginAs } from '../support/session';

vi.mock('@/lib/browser-actions', () => ({ reloadPage: vi.fn(), printPage: vi.fn() }));

type User = ReturnType<typeof renderApp>['user'];

/** Two clicks dispatched in the same task, before React can re-render and disable the button. */
function clickTwiceAtOnce(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

async function fillSignup(user: User, phone: string) {
  await user.type(await screen.findByLabelText('Nome completo'), 'Maria Souza');
  await user.type(screen.getByLabelText('Telefone'), phone);
  await user.type(screen.getByLabelText('E-mail'), 'maria@exemplo.com.br');
  await user.type(screen.getByLabelText('Senha'), 'Senha123');
  await user.type(screen.getByLabelText('Confirme a senha'), 'Senha123');
  await user.click(screen.getByLabelText(/Li e aceito os termos/));
  await user.click(screen.getByLabelText(/Tenho 18 anos ou mais/));
}

/** The subscriber demo account with an active banner package and one banner. */
function subscriberWithBanner() {
  const owner = subscriberWithAdsPackage({ subscription: 91001, order: 91002 });
  addBanner(owner, { id: 91003, description: 'pastilhas em promoção' });
  return owner;
}

function subscriberProduct() {
  const owner = db().users.find((u) => u.phone === DEMO.subscriber.phone)!;
  return db().products.find((p) => p.ownerId === owner.id)!;
}

async function openProductOption(user: User, name: string, option: string) {
  await user.click(await screen.findByRole('button', { name: `Opções de ${name}` }));
  await user.click(await screen.findByRole('button', { name: option }));
}

beforeEach(() => vi.mocked(reloadPage).mockClear());

/** A double click never sends twice; a failed submit keeps every field. */
describe('mutations', () => {
  it('login: a double click on Entrar sends one request', async () => {
    let calls = 0;
    server.use(
      http.post('/api/login', async () => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 150));
        return HttpResponse.json({ success: false, response: 'Telefone ou senha incorretos' }, { status: 401 });
      }),
    );
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Telefone'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Senha'), 'errada1');
    await user.dblClick(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Telefone ou senha incorretos')).toBeInTheDocument();
    expect(calls).toBe(1);
    // The failed submit keeps what was typed.
    expect(screen.getByLabelText('Senha')).toHaveValue('errada1');
  });

  it('signup: a failed submit keeps every field, and its double click sent one request', async () => {
    let calls = 0;
    server.use(
      http.post('/api/signup', async () => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 150));
        return HttpResponse.json({ success: false, response: 'SIGNUP_USER_NOT_CREATED' }, { status: 500 });
      }),
    );
    const requests = watchRequests();
    const { user, queryClient } = renderApp('/signup');
    await fillSignup(user, '11987654322');
    await user.dblClick(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Não conseguimos te cadastrar neste momento. Tente novamente.')).toBeInTheDocument();
    await requests.settled(queryClient);
    expect(calls).toBe(1);
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Maria Souza');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@exemplo.com.br');
    await waitFor(() => expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 9-8765-4322'));
  });
});

/** Two clicks in the same task (before any re-render) send one request and give one answer. */
describe('one click, one request', () => {
  it('signup: Cadastrar sends one POST /signup and goes to the code step', async () => {
    const requests = watchRequests();
    const { user, queryClient } = renderApp('/signup');
    await fillSignup(user, '11955551234');
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByLabelText('Código de verificação')).toBeInTheDocument();
    await requests.settled(queryClient);
    expect(requests.count('POST', '/signup')).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('payment: Confirmar pagamento sends one POST /payment-request', async () => {
    const requests = watchRequests();
    loginAs('buyer');
    const { user, queryClient } = renderApp('/payment', { state: { id: 2, frequency: 'monthly' } });
    await user.type(await screen.findByLabelText('CPF ou CNPJ'), '12345678909');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    const submit = screen.getByRole('button', { name: 'Confirmar pagamento' });
    clickTwiceAtOnce(submit);
    expect(await screen.findByText(/Pedido de pagamento registrado/)).toBeInTheDocument();
    await requests.settled(queryClient);
    expect(requests.count('POST', '/payment-request')).toBe(1);
    expect(screen.queryByTestId('toast-danger')).not.toBeInTheDocument();
    const buyer = db().users.find((u) => u.phone === DEMO.buyer.phone)!;
    expect(db().subscriptions.filter((s) => s.userId === buyer.id && s.kind === 'plan')).toHaveLength(1);
  });

  it('banner create: Gravar sends one POST /ads and creates one banner', async () => {
    const requests = watchRequests();
    const { product } = subscriberWithBanner();
    const { user, router, queryClient } = renderApp('/adm/ads-create');
    await user.type(await screen.findByLabelText('Descrição'), 'faróis novos');
    await waitFor(() => expect(within(screen.getByLabelText('Produto')).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(screen.getByLabelText('Produto'), product.uuid);
    await user.upload(
      screen.getByLabelText('Imagens'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'farol.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'Miniatura 1' });
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/ads-list'));
    await requests.settled(queryClient);
    expect(requests.count('POST', '/ads')).toBe(1);
    // The create form sends the description with its first letter in capitals.
    expect(db().banners.filter((b) => b.description === 'Faróis novos')).toHaveLength(1);
  });

  it('banner delete: Excluir sends one DELETE and shows only the success toast', async () => {
    const requests = watchRequests();
    subscriberWithBanner();
    const { user, queryClient } = renderApp('/adm/ads-list');
    await user.click(await screen.findByRole('button', { name: 'Excluir o banner pastilhas em promoção' }));
    const dialog = await screen.findByRole('dialog');
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Banner removido com sucesso!')).toBeInTheDocument();
    await requests.settled(queryClient);
    expect(requests.count('DELETE', '/ads/91003')).toBe(1);
    expect(screen.queryByTestId('toast-danger')).not.toBeInTheDocument();
  });

  it('stock: Salvar estoque sends one PUT and shows one toast', async () => {
    const requests = watchRequests();
    loginAs('subscriber');
    const product = subscriberProduct();
    const { user, queryClient } = renderApp('/adm/productList');
    await openProductOption(user, product.part_name, 'Estoque');
    const dialog = await screen.findByRole('dialog', { name: 'Estoque' });
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar quantidade' }));
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Salvar estoque' }));
    expect(await screen.findByText('Estoque atualizado com sucesso!')).toBeInTheDocument();
    await requests.settled(queryClient);
    expect(requests.count('PUT', '/product-adm-stock')).toBe(1);
    expect(screen.getAllByText('Estoque atualizado com sucesso!')).toHaveLength(1);
  });

  it('stock: after a failed save the guard is released, so Salvar estoque can be tried again', async () => {
    const requests = watchRequests();
    server.use(http.put('/api/product-adm-stock', () => HttpResponse.json({ success: false, response: 'X' }, { status: 500 }), { once: true }));
    loginAs('subscriber');
    const product = subscriberProduct();
    const { user } = renderApp('/adm/productList');
    await openProductOption(user, product.part_name, 'Estoque');
    const dialog = await screen.findByRole('dialog', { name: 'Estoque' });
    const save = within(dialog).getByRole('button', { name: 'Salvar estoque' });
    clickTwiceAtOnce(save);
    expect(await screen.findByTestId('toast-danger')).toHaveTextContent('Erro');
    await waitFor(() => expect(save).toBeEnabled());
    expect(requests.count('PUT', '/product-adm-stock')).toBe(1);
    await user.click(save);
    expect(await screen.findByText('Estoque atualizado com sucesso!')).toBeInTheDocument();
    expect(requests.count('PUT', '/product-adm-stock')).toBe(2);
  });

  it('product delete: Excluir definitivamente sends one DELETE and shows only the success toast', async () => {
    loginAs('subscriber');
    const product = subscriberProduct();
    const requests = watchRequests();
    const { user, queryClient } = renderApp('/adm/productList');
    await openProductOption(user, product.part_name, 'Excluir');
    const dialog = await screen.findByRole('dialog', { name: 'Excluir produto' });
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('Produto removido com sucesso!')).toBeInTheDocument();
    await requests.settled(queryClient);
    expect(requests.count('DELETE', `/products-adm/${product.id}`)).toBe(1);
    expect(screen.queryByTestId('toast-danger')).not.toBeInTheDocument();
  });

  it('interest answer: Enviar resposta sends one POST and shows only the success toast', async () => {
    const requests = watchRequests();
    loginAs('subscriber');
    const owner = db().users.find((u) => u.phone === DEMO.subscriber.phone)!;
    const mine = new Set(
      db()
        .products.filter((p) => p.ownerId === owner.id)
        .map((p) => p.id),
    );
    const e = db().engagements.find((x) => mine.has(x.productId) && x.status === 'OPENED')!;
    const { user, queryClient } = renderApp('/adm/engagement');
    const row = await screen.findByTestId(`engagement-row-${e.id}`);
    await user.click(within(row).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Responder ao interessado' });
    await user.click(within(dialog).getByLabelText('Enviar meus dados de contato ao interessado'));
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Seus dados de contato foram enviados ao interessado.')).toBeInTheDocument();
    await requests.settled(queryClient);
    expect(requests.count('POST', '/engagement-page-answer')).toBe(1);
    expect(screen.queryByTestId('toast-danger')).not.toBeInTheDocument();
  });

  it('interest: Ver telefone sends one POST /engagement-request and shows one success toast', async () => {
    const requests = watchRequests();
    loginAs('buyer');
    const buyer = db().users.find((u) => u.phone === DEMO.buyer.phone)!;
    const asked = new Set(
      db()
        .engagements.filter((e) => e.buyerId === buyer.id)
        .map((e) => e.productId),
    );
    const product = db().products.find((p) => p.quantity > 0 && !asked.has(p.id))!;
    const { user, queryClient } = renderApp(`/product/${product.url}`);
    // The page checks for an earlier interest before it offers the button.
    await user.click(await screen.findByRole('button', { name: 'Tenho Interesse' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Tenho interesse nesta peça' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Li e concordo' }));
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Ver telefone' }));
    // Registered: the dialog closes and the page shows the phone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await requests.settled(queryClient);
    expect(screen.getAllByText('O anunciante foi avisado do seu interesse.')).toHaveLength(1);
    expect(requests.count('POST', '/engagement-request')).toBe(1);
  }, 30_000);

  it('plan cancel: Confirmar cancelamento sends one PUT /unsubscribe and shows only the success toast', async () => {
    const requests = watchRequests();
    loginAs('subscriber');
    const { user, router, queryClient } = renderApp('/adm/subscription/statement');
    await user.click(await screen.findByRole('button', { name: 'Opções da assinatura Silver' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('dialog');
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Assinatura cancelada.')).toBeInTheDocument();
    await requests.settled(queryClient);
    expect(requests.count('PUT', '/unsubscribe')).toBe(1);
    expect(screen.queryByTestId('toast-danger')).not.toBeInTheDocument();
  });

  it('order cancel: Cancelar ordem sends one PUT /payment-order-cancel and reloads once with the success toast', async () => {
    const order = db().paymentOrders.find((o) => o.status === 'WAITING')!;
    const requests = watchRequests();
    loginAs('manager');
    const { user, queryClient } = renderApp(`/adm/paymentOrder?user=${order.id}`);
    const item = await screen.findByRole('listitem', { name: `Ordem nº ${order.id}` }, { timeout: 8000 });
    await user.click(within(item).getByRole('button', { name: 'Cancelar ordem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar ordem de pagamento' });
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Cancelar ordem' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    await requests.settled(queryClient);
    expect(requests.count('PUT', '/payment-order-cancel')).toBe(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('global-toast') ?? 'null')).toMatchObject({ type: 'success', message: 'Ordem de pagamento cancelada com sucesso!' });
    expect(db().paymentOrders.find((o) => o.id === order.id)!.status).toBe('CANCELLED');
  });
});
