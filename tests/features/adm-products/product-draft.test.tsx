import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { takeLoginCallback } from '@/lib/login-callback';
import { anAdvertiser } from '@pecaja/simulated-api/builders';
import { db } from '@pecaja/simulated-api/db';
import type { User } from '@pecaja/simulated-api/types';
import { pickPhotos } from '../../support/product-form';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';
import { openShop } from '../../support/shop';
import { everyTestBuildsItsDb } from '../../support/own-db';

// Each test below builds its own small database: the demo data is not made for it.
everyTestBuildsItsDb();

// Whole journeys (typing, a login, a photo): generous waits for a loaded CI machine.
const SLOW = { timeout: 10_000 };
const JOURNEY = 40_000;
type AppUser = ReturnType<typeof renderApp>['user'];

async function fillRequired(user: AppUser) {
  await user.type(await screen.findByLabelText('Nome da peça', {}, SLOW), 'Pastilha de freio cerâmica');
  await user.type(screen.getByLabelText('Fabricante'), 'Bosch');
  await user.type(screen.getByLabelText('Marcas compatíveis'), 'Fiat');
  await user.type(screen.getByLabelText('Modelos e anos compatíveis'), 'Argo 2020');
  await user.type(screen.getByLabelText('Descrição'), 'Jogo com 4 pastilhas');
  await user.type(screen.getByLabelText('Preço'), '123456');
  await user.click(screen.getByRole('radio', { name: 'Nova' }));
}

async function loginOnScreen(user: AppUser, who: User) {
  await user.type(await screen.findByLabelText('Telefone', {}, SLOW), who.phone);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.type(await screen.findByLabelText('Senha'), who.password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

// Two advertisers alone in the simulated API (tests/support/shop.ts): the one logged in, with a
// small shop of its own, and another one who may use the same browser.
let shop: User;
let another: User;
beforeEach(() => {
  another = anAdvertiser({ name: 'Roberto Teste' });
  shop = openShop(undefined, { others: [another] }).shop;
});

function ownProduct() {
  return db().products.find((p) => p.ownerId === shop.id)!;
}

describe('a session that expires mid-form', () => {
  it(
    "'Cadastrar peça' with the cookie gone: login with a message, then back to the form with the draft and its photo",
    async () => {
      loginAs(shop);
      const before = db().products.length;
      const { user, router } = renderApp('/adm/productCreate');
      await fillRequired(user);
      await pickPhotos(user, 'frente.png');
      // The cookie goes (expired, cleared by the browser): the next call carries no token.
      Cookies.remove('jwtToken', { path: '/' });
      await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), SLOW);
      expect(await screen.findByRole('alert')).toHaveTextContent('Sua sessão expirou. Entre novamente para continuar.');
      expect(db().products.length).toBe(before);

      await loginOnScreen(user, shop);
      await waitFor(() => expect(router.state.location.pathname).toBe('/adm/productCreate'), SLOW);
      expect(await screen.findByLabelText('Nome da peça', {}, SLOW)).toHaveValue('Pastilha de freio cerâmica');
      expect(screen.getByLabelText('Preço')).toHaveValue('1.234,56');
      expect(await screen.findByRole('img', { name: 'Miniatura de frente.png' })).toBeInTheDocument();
      expect(screen.getByTestId('draft-restored')).toHaveTextContent('1 foto recuperada.');

      await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
      expect(await screen.findByText('Produto cadastrado com sucesso!', {}, SLOW)).toBeInTheDocument();
      const created = db().products.find((p) => p.part_name === 'Pastilha de freio cerâmica')!;
      expect(created.images).toHaveLength(1);
    },
    JOURNEY,
  );
});

describe('drafts belong to the person who typed them', () => {
  it(
    'another account on the same browser is not offered it; the same account gets it back after an expiry; an explicit logout drops it',
    async () => {
      loginAs(shop);
      const first = renderApp('/adm/productCreate');
      await first.user.type(await screen.findByLabelText('Nome da peça', {}, SLOW), 'Farol de milha');
      // The session ends under the form (expiry): the draft stays for this account.
      Cookies.remove('jwtToken', { path: '/' });
      first.unmount();
      takeLoginCallback();

      // Another account on the same browser.
      loginAs(another);
      const second = renderApp('/adm/productCreate');
      expect(await screen.findByLabelText('Nome da peça', {}, SLOW)).toHaveValue('');
      expect(screen.queryByTestId('draft-restored')).not.toBeInTheDocument();
      second.unmount();

      // The same account again: its draft comes back.
      loginAs(shop);
      const third = renderApp('/adm/productCreate');
      expect(await screen.findByLabelText('Nome da peça', {}, SLOW)).toHaveValue('Farol de milha');
      // An explicit logout ('Sair') drops it.
      await third.user.click(screen.getAllByRole('button', { name: 'Sair' })[0]);
      await waitFor(() => expect(third.router.state.location.pathname).toBe('/home'));
      third.unmount();

      loginAs(shop);
      renderApp('/adm/productCreate');
      expect(await screen.findByLabelText('Nome da peça', {}, SLOW)).toHaveValue('');
      expect(screen.queryByTestId('draft-restored')).not.toBeInTheDocument();
    },
    JOURNEY,
  );
});

describe('a stale draft never overwrites live data', () => {
  it('restores only the changed field over the current stock, and says which', async () => {
    const product = ownProduct();
    product.quantity = 3;
    const first = renderApp(`/adm/productUpdate?id=${product.id}`);
    const description = await screen.findByLabelText('Descrição', {}, SLOW);
    await waitFor(() => expect(screen.getByLabelText('Quantidade')).toHaveValue('3'));
    await first.user.clear(description);
    await first.user.type(description, 'Descrição nova do anúncio');
    first.unmount();

    // The stock dialog (or a sale) set the stock to 1 meanwhile.
    product.quantity = 1;
    const second = renderApp(`/adm/productUpdate?id=${product.id}`);
    await waitFor(() => expect(screen.getByLabelText('Descrição')).toHaveValue('Descrição nova do anúncio'), SLOW);
    expect(screen.getByLabelText('Quantidade')).toHaveValue('1');
    expect(screen.getByTestId('draft-restored')).toHaveTextContent('Campos recuperados: Descrição.');
    await second.user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Produto atualizado com sucesso!', {}, SLOW)).toBeInTheDocument();
    expect(db().products.find((p) => p.id === product.id)).toMatchObject({ quantity: 1, description: 'Descrição nova do anúncio' });
  });

  it('a field changed on both sides is shown as a conflict and keeps the server value until the user picks the draft', async () => {
    const product = ownProduct();
    product.quantity = 3;
    const first = renderApp(`/adm/productUpdate?id=${product.id}`);
    const quantity = await screen.findByLabelText('Quantidade', {}, SLOW);
    await waitFor(() => expect(quantity).toHaveValue('3'));
    await first.user.clear(quantity);
    await first.user.type(quantity, '5');
    first.unmount();

    product.quantity = 1;
    const second = renderApp(`/adm/productUpdate?id=${product.id}`);
    const conflict = (await screen.findByRole('heading', { name: 'Alterado desde o seu rascunho' }, SLOW)).closest('[role="alert"]') as HTMLElement;
    expect(conflict).toHaveTextContent('Quantidade: agora “1”; no rascunho, “5”. Mantivemos o valor atual.');
    expect(screen.getByLabelText('Quantidade')).toHaveValue('1');
    await second.user.click(within(conflict).getByRole('button', { name: 'Usar o valor do rascunho' }));
    expect(screen.getByLabelText('Quantidade')).toHaveValue('5');
    expect(screen.queryByRole('heading', { name: 'Alterado desde o seu rascunho' })).not.toBeInTheDocument();
  });
});
