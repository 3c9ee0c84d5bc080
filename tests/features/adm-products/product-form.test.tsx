import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAdvertiser, aPlan, aSubscription } from '@pecaja/simulated-api/builders';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import type { Product, User } from '@pecaja/simulated-api/types';
import { png, pickPhotos } from '../../support/product-form';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';
import { openShop } from '../../support/shop';
import { storageKeys } from '@/lib/storage-keys';
import { everyTestBuildsItsDb } from '../../support/own-db';

// Each test below builds its own small database: the demo data is not made for it.
everyTestBuildsItsDb();

/**
 * An advertiser on the Standard plan (shown as Silver) with two parts of its own, alone in the
 * simulated API and logged in; a test about an incomplete profile logs in another one.
 */
let shop: User;
let part: Product;
beforeEach(() => {
  const opened = openShop(
    [
      { part_name: 'Pastilha de freio Bosch Fiat Argo', manufacturer: 'Bosch', brand: 'Fiat', model: 'Argo 2020' },
      { part_name: 'Farol Fiat Uno', manufacturer: 'Arteb', brand: 'Fiat', model: 'Uno 2015', is_new: false },
    ],
    { subscriptions: (owner) => [aSubscription(owner, { planId: aPlan('Standard').id, amount: aPlan('Standard').monthly })] },
  );
  shop = opened.shop;
  part = opened.parts[0];
});

/** The create form's draft, under the account that typed it. */
const createDraftKey = () => storageKeys.userDraft(shop.phone, 'product-create');

async function fillRequired(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Nome da peça', {}, { timeout: 5000 }), 'Pastilha de freio cerâmica');
  await user.type(screen.getByLabelText('Fabricante'), 'Bosch');
  await user.type(screen.getByLabelText('Marcas compatíveis'), 'Fiat');
  await user.type(screen.getByLabelText('Modelos e anos compatíveis'), 'Argo 2020');
  await user.type(screen.getByLabelText('Descrição'), 'Jogo com 4 pastilhas');
  await user.type(screen.getByLabelText('Preço'), '123456');
  await user.click(screen.getByRole('radio', { name: 'Nova' }));
  await user.clear(screen.getByLabelText('Quantidade'));
  await user.type(screen.getByLabelText('Quantidade'), '2');
}

afterEach(() => vi.useRealTimers());

describe('product form', () => {
  it('the price input shows 123456 as 1.234,56', async () => {
    const { user } = renderApp('/adm/productCreate');
    const price = await screen.findByLabelText('Preço', {}, { timeout: 5000 });
    await user.type(price, '12');
    expect(price).toHaveValue('0,12');
    await user.type(price, '3456');
    expect(price).toHaveValue('1.234,56');
  });

  it('an empty submit shows the required messages and sends nothing', async () => {
    const before = db().products.length;
    const { user } = renderApp('/adm/productCreate');
    await user.clear(await screen.findByLabelText('Quantidade', {}, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
    for (const msg of [
      'Informe o nome da peça.',
      'Informe o fabricante.',
      'Informe as marcas compatíveis.',
      'Informe os modelos e anos compatíveis.',
      'Informe a descrição.',
      'Informe o preço.',
      'A quantidade mínima é 1.',
      'Escolha ao menos uma imagem.',
    ]) {
      expect(screen.getByText(msg)).toBeInTheDocument();
    }
    expect(db().products.length).toBe(before);
  });

  it('rejects a file that is not jpg, jpeg, png, jfif or webp', async () => {
    renderApp('/adm/productCreate');
    const input = await screen.findByLabelText('Imagens', {}, { timeout: 5000 });
    // a file picker can still hand over another type ('All files'): the field rejects it
    fireEvent.change(input, { target: { files: [new File(['x'], 'nota.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText("'nota.pdf' não é uma imagem aceita (JPG, PNG ou WebP).")).toBeInTheDocument();
  });

  it('creates a product with two images: the list opens with the success toast', async () => {
    const { user, router } = renderApp('/adm/productCreate');
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Imagens'), [png('frente.png'), png('verso.png')]);
    expect(await screen.findByRole('img', { name: 'Miniatura de frente.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
    expect(await screen.findByText('Produto cadastrado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/productList'));
    const created = db().products.find((p) => p.part_name === 'Pastilha de freio cerâmica')!;
    expect(created).toMatchObject({ ownerId: shop.id, price: 1234.56, quantity: 2, manufacturer: 'Bosch', is_new: true, is_national: true });
    expect(created.images).toHaveLength(2);
    expect(created.images[0]).toMatch(/^\/api\/uploads\//);
    expect(localStorage.getItem(createDraftKey())).toBeNull();
  });

  it('create failure joins the validation descriptions into one danger toast', async () => {
    server.use(
      http.post('/api/auto_part/create', () =>
        HttpResponse.json(
          { success: false, response: 'VALIDATION_ERROR', description: ['O fabricante é obrigatório.', 'A quantidade mínima é 1.'] },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/adm/productCreate');
    await fillRequired(user);
    await pickPhotos(user, 'a.png');
    await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
    const toast = await screen.findByTestId('toast-danger');
    expect(toast).toHaveTextContent('Não foi possível gravar os dados deste produto neste momento (O fabricante é obrigatório. A quantidade mínima é 1.)');
    // nothing typed is lost
    expect(screen.getByLabelText('Nome da peça')).toHaveValue('Pastilha de freio cerâmica');
    expect(screen.getByLabelText('Preço')).toHaveValue('1.234,56');
  });

  it('a plan cap names the plan and links to the plans page', async () => {
    const plan = db().plans.find((p) => p.name === 'Standard')!;
    const { user } = renderApp('/adm/productCreate');
    await fillRequired(user);
    // The plan fills up after the page counted the parts (another tab, the import): the server refuses.
    plan.max = db().products.filter((p) => p.ownerId === shop.id).length;
    await pickPhotos(user, 'a.png');
    await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
    const box = (await screen.findByRole('heading', { name: 'Limite do plano atingido' })).closest('[role="alert"]') as HTMLElement;
    expect(box).toHaveTextContent(`Seu plano Silver permite até ${plan.max} peças anunciadas.`);
    expect(within(box).getByRole('link', { name: 'Ver os planos' })).toHaveAttribute('href', '/subscription');
  });

  it('update failure with descriptions shows the update message and returns to the list after 5 s', async () => {
    const product = part;
    server.use(
      http.post('/api/auto-part/update', () =>
        HttpResponse.json({ success: false, response: 'VALIDATION_ERROR', description: ['Preço inválido.'] }, { status: 422 }),
      ),
    );
    const { user, router } = renderApp('/adm/productUpdate', { state: { productId: product.id } });
    const name = await screen.findByLabelText('Nome da peça', {}, { timeout: 5000 });
    expect(name).toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByLabelText('Fabricante')).toHaveValue(product.manufacturer));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByTestId('toast-danger')).toHaveTextContent('Não foi possível alterar os dados deste produto neste momento (Preço inválido.)');
    expect(router.state.location.pathname).toBe('/adm/productUpdate');
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/productList'));
  });

  it('update failure without description shows the raw response and stays on the form', async () => {
    const product = part;
    server.use(http.post('/api/auto-part/update', () => HttpResponse.json({ success: false, response: 'Serviço indisponível agora' }, { status: 503 })));
    const { user, router } = renderApp(`/adm/productUpdate?id=${product.id}`);
    await waitFor(() => expect(screen.getByLabelText('Fabricante')).toHaveValue(product.manufacturer), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByTestId('toast-danger')).toHaveTextContent(
      'Não foi possível alterar os dados deste produto neste momento (Serviço indisponível agora)',
    );
    expect(router.state.location.pathname).toBe('/adm/productUpdate');
  });

  it('updates price and keeps part_name read-only', async () => {
    const product = part;
    const { user } = renderApp(`/adm/productUpdate?id=${product.id}`);
    const price = await screen.findByLabelText('Preço', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText('Fabricante')).toHaveValue(product.manufacturer));
    await user.clear(price);
    await user.type(price, '9990');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Produto atualizado com sucesso!')).toBeInTheDocument();
    expect(db().products.find((p) => p.id === product.id)!.price).toBe(99.9);
  });

  it('keeps a draft of the text fields across a remount and clears it on discard', async () => {
    const first = renderApp('/adm/productCreate');
    await first.user.type(await screen.findByLabelText('Nome da peça', {}, { timeout: 5000 }), 'Farol');
    await first.user.type(screen.getByLabelText('Preço'), '5000');
    first.unmount();
    const second = renderApp('/adm/productCreate');
    expect(await screen.findByLabelText('Nome da peça')).toHaveValue('Farol');
    expect(screen.getByLabelText('Preço')).toHaveValue('50,00');
    expect(screen.getByTestId('draft-restored')).toHaveTextContent('Recuperamos o que você tinha digitado. Campos recuperados: Nome da peça, Preço.');
    await second.user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    expect(screen.getByLabelText('Nome da peça')).toHaveValue('');
    expect(localStorage.getItem(createDraftKey())).toBeNull();
  });

  it('a session that expires on submit keeps the draft for after the login', async () => {
    server.use(http.post('/api/auto_part/create', () => HttpResponse.json({ success: false, response: 'ACCESS_DENIED' }, { status: 401 })));
    const { user, router } = renderApp('/adm/productCreate');
    await fillRequired(user);
    await pickPhotos(user, 'a.png');
    await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(JSON.parse(localStorage.getItem(createDraftKey())!).fields).toMatchObject({
      part_name: { to: 'Pastilha de freio cerâmica' },
      price: { to: '123456' },
      quantity: { from: '1', to: '2' },
    });

    await act(async () => {
      loginAs(shop);
      await router.navigate('/adm/productCreate');
    });
    expect(await screen.findByLabelText('Nome da peça')).toHaveValue('Pastilha de freio cerâmica');
    expect(screen.getByLabelText('Preço')).toHaveValue('1.234,56');
  });

  it('an incomplete profile gets the profile-completion modal on create', async () => {
    // An advertiser that gave its shop's name and nothing else the profile asks for.
    const blank = { ...shop.profile, business: '', document: '', zipcode: '', address: '', number: '', neighborhood: '', city: '', state: '' };
    openShop([{}], { shop: anAdvertiser({ profile: blank }) });
    const { user } = renderApp('/adm/productCreate');
    const dialog = await screen.findByRole('dialog', { name: 'Complete o seu perfil' }, { timeout: 5000 });
    // The profile opens over the form (tests/features/adm-products/profile-completion.test.tsx), not on /home.
    expect(within(dialog).getByRole('button', { name: 'Completar perfil agora' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar o cadastro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('picking a part-name suggestion fills only the empty fields', async () => {
    const source = part;
    const { user } = renderApp('/adm/productCreate');
    await user.type(await screen.findByLabelText('Fabricante', {}, { timeout: 5000 }), 'Minha marca');
    await user.type(screen.getByLabelText('Nome da peça'), source.part_name.slice(0, 8));
    const option = await screen.findByRole('option', { name: source.part_name }, { timeout: 3000 });
    await user.click(option);
    await waitFor(() => expect(screen.getByLabelText('Marcas compatíveis')).toHaveValue(source.brand));
    expect(screen.getByLabelText('Nome da peça')).toHaveValue(source.part_name);
    expect(screen.getByLabelText('Fabricante')).toHaveValue('Minha marca');
    expect(screen.getByLabelText('Modelos e anos compatíveis')).toHaveValue(source.model);
  });
});
