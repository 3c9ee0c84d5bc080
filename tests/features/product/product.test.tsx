import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { takeLoginCallback } from '@/lib/login-callback';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

function shopProduct() {
  const s = db();
  const owner = s.users.find((u) => u.phone === DEMO.subscriber.phone)!;
  return { product: s.products.find((p) => p.ownerId === owner.id && p.quantity > 0)!, owner };
}

/** A part of the demo shop the demo buyer has not asked about yet (the seed has one they have). */
function partWithoutInterest() {
  const s = db();
  const buyer = s.users.find((u) => u.phone === DEMO.buyer.phone)!;
  const owner = s.users.find((u) => u.phone === DEMO.subscriber.phone)!;
  const asked = new Set(s.engagements.filter((e) => e.buyerId === buyer.id).map((e) => e.productId));
  return { product: s.products.find((p) => p.ownerId === owner.id && p.quantity > 0 && !asked.has(p.id))!, owner, buyer, asked };
}

async function openInterest(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Tenho Interesse' }));
  return screen.findByRole('dialog', { name: 'Tenho interesse nesta peça' });
}

describe('product page', () => {
  it('shows the part, its advertiser, related parts and Product structured data', async () => {
    const { product, owner } = shopProduct();
    const views = product.views;
    renderApp(`/product/${product.url}`);
    expect(await screen.findByRole('heading', { level: 1, name: product.part_name })).toBeInTheDocument();
    expect(screen.getByText(`Fabricante: ${product.manufacturer}`)).toBeInTheDocument();
    expect(
      screen.getByText(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(product.price).replace(/\u00a0/g, ' ')),
    ).toBeInTheDocument();
    expect(screen.getByText('O frete é combinado diretamente com o anunciante.')).toBeInTheDocument();
    expect(screen.getByText(product.compatibility)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver informações da peça' })).toHaveAttribute('href', '#product-informations');
    const info = screen.getByRole('region', { name: 'Informações da peça' });
    expect(info).toHaveTextContent(product.informations.replace(/\s+/g, ' '));
    // Multi-line text is rendered as text, its line breaks kept by CSS.
    expect(within(info).getByText((_, el) => el?.tagName === 'P' && el.textContent === product.informations)).toHaveClass('product-informations');
    const advertiser = screen.getByRole('region', { name: 'Anunciante' });
    expect(within(advertiser).getByText(owner.profile.trade_name)).toBeInTheDocument();
    expect(within(advertiser).getByText(`${owner.profile.city} - ${owner.profile.state}`)).toBeInTheDocument();
    expect(within(advertiser).getByText('(**) *-****-****')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Você está em' })).toHaveClass('d-none', 'd-lg-block');
    expect(screen.getByRole('region', { name: 'Produtos relacionados' })).toBeInTheDocument();
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({ '@type': 'Product', name: product.part_name, offers: { priceCurrency: 'BRL', price: product.price.toFixed(2) } });
    expect(document.title).toBe(`${product.part_name} | PeçaJá`);
    expect(db().products.find((p) => p.id === product.id)!.views).toBe(views + 1);
  });

  it("replaces the production server's JSON-LD in the head with its own (one description, of this part)", async () => {
    const { product } = shopProduct();
    const fromServer = document.createElement('script');
    fromServer.type = 'application/ld+json';
    fromServer.setAttribute('data-from-server', '');
    fromServer.textContent = '{"@type":"Product","name":"Peça anterior"}';
    document.head.append(fromServer);
    renderApp(`/product/${product.url}`);
    await screen.findByRole('heading', { level: 1, name: product.part_name });
    const all = document.querySelectorAll('script[type="application/ld+json"]');
    expect(all).toHaveLength(1);
    expect(JSON.parse(all[0].textContent!)).toMatchObject({ name: product.part_name });
  });

  it('shows a not-found view for a part that is gone', async () => {
    const { product } = shopProduct();
    db().products.find((p) => p.id === product.id)!.quantity = 0;
    renderApp(`/product/${product.url}`);
    expect(await screen.findByText('Esta peça não está mais disponível ou o endereço está incorreto.')).toBeInTheDocument();
  });

  it('shows the error view with a retry when loading fails', async () => {
    server.use(http.get('/api/product/:url', () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 })));
    renderApp('/product/qualquer-1');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByText('Desculpe-nos! Não foi possível carregar os dados neste momento.')).toBeInTheDocument();
  });

  it('without an id goes home', async () => {
    const { router } = renderApp('/product');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('interest flow', () => {
  it('logged out: no login message before trying; Ver telefone checks the choices, then opens the login with this product as the way back', async () => {
    const { product } = shopProduct();
    const before = db().engagements.length;
    const { user, router } = renderApp(`/product/${product.url}`);
    const dialog = await openInterest(user);
    expect(within(dialog).getByText(/não vende nem intermedeia peças/)).toBeInTheDocument();
    expect(within(dialog).getByText(/seus dados de contato serão passados ao anunciante/)).toBeInTheDocument();
    // Nothing was tried yet: no message, and opening the dialog stores no way back.
    expect(within(dialog).queryByText('Faça o login antes de tentar novamente')).not.toBeInTheDocument();
    expect(localStorage.getItem('login-callback')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ver telefone' }));
    expect(within(dialog).getByText('Você precisa aceitar antes de continuar')).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha uma opção')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/product/${product.url}`);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Li e concordo' }));
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ver telefone' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Faça o login antes de tentar novamente')).toBeInTheDocument();
    expect(db().engagements).toHaveLength(before);
    expect(takeLoginCallback()).toEqual({ path: `/product/${product.url}`, state: { interest: { agree: true, preference: 'WHATSAPP' } } });
  });

  it('logged out: after the login the product opens with the dialog again, the choices kept, and Ver telefone registers the interest', async () => {
    const { product, owner, buyer } = partWithoutInterest();
    const { user, router } = renderApp(`/product/${product.url}`);
    let dialog = await openInterest(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Li e concordo' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Ligação' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ver telefone' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));

    await user.type(await screen.findByLabelText('Telefone', {}, { timeout: 5000 }), DEMO.buyer.phone);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Senha'), DEMO.buyer.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${product.url}`));
    dialog = await screen.findByRole('dialog', { name: 'Tenho interesse nesta peça' }, { timeout: 5000 });
    expect(within(dialog).getByRole('checkbox', { name: 'Li e concordo' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Ligação' })).toBeChecked();
    // The way back is used once: the state that reopened the dialog is gone from the address.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Ver telefone' }));
    // The app's one phone format, as every phone field and list shows it.
    const phone = `(${owner.phone.slice(0, 2)}) ${owner.phone.slice(2, 3)}-${owner.phone.slice(3, 7)}-${owner.phone.slice(7)}`;
    expect(await screen.findByText(phone)).toBeInTheDocument();
    expect(db().engagements.filter((e) => e.productId === product.id && e.buyerId === buyer.id)).toEqual([
      expect.objectContaining({ contactPreference: 'CALL', status: 'OPENED' }),
    ]);
  });

  it('back from the login with a phone already shown, the dialog does not open again', async () => {
    loginAs('buyer');
    const asked = db().engagements.find((e) => e.buyerId === db().users.find((u) => u.phone === DEMO.buyer.phone)!.id)!;
    const url = db().products.find((p) => p.id === asked.productId)!.url;
    const { router } = renderApp(`/product/${url}`, { state: { interest: { agree: true, preference: 'EMAIL' } } });
    expect(await screen.findByRole('link', { name: 'Conversar no WhatsApp' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logged in: validates, registers the interest, shows the phone and hides the button', async () => {
    loginAs('buyer');
    const { product, owner, buyer } = partWithoutInterest();
    const before = db().engagements.length;
    const { user } = renderApp(`/product/${product.url}`);
    const dialog = await openInterest(user);
    expect(within(dialog).queryByText('Faça o login antes de tentar novamente')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ver telefone' }));
    expect(within(dialog).getByText('Você precisa aceitar antes de continuar')).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha uma opção')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Li e concordo' }));
    expect(within(dialog).queryByText('Você precisa aceitar antes de continuar')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Ligação' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ver telefone' }));

    // The app's one phone format, as every phone field and list shows it.
    const phone = `(${owner.phone.slice(0, 2)}) ${owner.phone.slice(2, 3)}-${owner.phone.slice(3, 7)}-${owner.phone.slice(7)}`;
    expect(await screen.findByText(phone)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Tenho Interesse' })).not.toBeInTheDocument();
    const created = db().engagements.slice(before);
    expect(created).toEqual([expect.objectContaining({ productId: product.id, buyerId: buyer.id, status: 'OPENED', contactPreference: 'CALL' })]);

    const whatsapp = screen.getByRole('link', { name: 'Conversar no WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/55${owner.phone}`);
    expect(href.searchParams.get('text')).toContain(product.part_name);
    expect(href.searchParams.get('text')).toContain(`/product/${product.url}`);

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar número' }));
    expect(writeText).toHaveBeenCalledWith(phone);
    expect(await screen.findByText('Número copiado')).toBeInTheDocument();
  });

  it('a different product starts with the phone hidden again', async () => {
    loginAs('buyer');
    const { product, asked } = partWithoutInterest();
    const { user, router } = renderApp(`/product/${product.url}`);
    const dialog = await openInterest(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Li e concordo' }));
    await user.click(within(dialog).getByRole('radio', { name: 'E-mail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ver telefone' }));
    expect(await screen.findByRole('button', { name: 'Copiar número' })).toBeInTheDocument();
    const other = db().products.find((p) => p.quantity > 0 && p.id !== product.id && p.ownerId !== product.ownerId && !asked.has(p.id))!;
    await act(() => router.navigate(`/product/${other.url}`));
    expect(await screen.findByRole('heading', { level: 1, name: other.part_name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tenho Interesse' })).toBeInTheDocument();
    expect(screen.getByText('(**) *-****-****')).toBeInTheDocument();
  });

  it('a refused request shows a red toast and keeps the dialog', async () => {
    loginAs('buyer');
    server.use(http.post('/api/engagement-request', () => HttpResponse.json({ success: false, response: 'BAD_REQUEST' }, { status: 400 })));
    const { product } = partWithoutInterest();
    const { user } = renderApp(`/product/${product.url}`);
    const dialog = await openInterest(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Li e concordo' }));
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ver telefone' }));
    expect((await screen.findByText('Requisição inválida')).closest('.toast')).toHaveClass('bg-danger');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
