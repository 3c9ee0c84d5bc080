import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import type { User } from '@pecaja/simulated-api/types';
import { renderApp } from '../../support/render';
import { openShop, partsInList } from '../../support/shop';
import { everyTestBuildsItsDb } from '../../support/own-db';

// Each test below builds its own small database: the demo data is not made for it.
everyTestBuildsItsDb();

let shop: User;
// A small shop of its own (tests/support/shop.ts), logged in, instead of the demo data's.
beforeEach(() => {
  shop = openShop().shop;
});

async function openOption(user: ReturnType<typeof renderApp>['user'], name: string, option: string) {
  await user.click(await screen.findByRole('button', { name: `Opções de ${name}` }));
  await user.click(await screen.findByRole('button', { name: option }));
}

describe('product list /adm/productList', () => {
  it('shows a card per product with image, name, new/used label and BRL price, and filters by text', async () => {
    const first = partsInList(shop)[0];
    const { user } = renderApp('/adm/productList');
    expect(await screen.findByRole('heading', { name: 'Meus produtos' }, { timeout: 5000 })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: first.part_name, level: 2 })).closest('[data-testid="adm-product-card"]') as HTMLElement;
    expect(within(card).getByRole('img', { name: `Foto de ${first.part_name}` })).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByText(first.is_new ? 'Nova' : 'Usada')).toBeInTheDocument();
    expect(within(card).getByTestId('adm-product-price').textContent).toBe(
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(first.price).replace(/\u00a0/g, ' '),
    );
    expect(screen.getByText(`${partsInList(shop).length} produtos`)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Filtrar produtos'), 'zzzz-nada');
    expect(await screen.findByText('Nenhum produto corresponde ao filtro.')).toBeInTheDocument();
  });

  it('shows the no-product message for an empty list', async () => {
    server.use(http.get('/api/products-adm/list', () => HttpResponse.json({ success: true, response: [] })));
    renderApp('/adm/productList');
    expect(await screen.findByText('Você ainda não tem produtos cadastrados.')).toBeInTheDocument();
  });

  it('stock dialog opens with the current quantity, minus stops at 0, and saving updates the card', async () => {
    const product = partsInList(shop)[0];
    product.quantity = 2;
    const { user } = renderApp('/adm/productList');
    await openOption(user, product.part_name, 'Estoque');
    const dialog = await screen.findByRole('dialog', { name: 'Estoque' });
    const input = within(dialog).getByLabelText('Quantidade em estoque');
    expect(input).toHaveValue('2');
    const minus = within(dialog).getByRole('button', { name: 'Diminuir quantidade' });
    await user.click(minus);
    await user.click(minus);
    expect(input).toHaveValue('0');
    expect(minus).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar estoque' }));
    expect(await screen.findByText('Estoque atualizado com sucesso!')).toBeInTheDocument();
    expect(db().products.find((p) => p.id === product.id)!.quantity).toBe(3);
    const card = screen.getByRole('heading', { name: product.part_name, level: 2 }).closest('[data-testid="adm-product-card"]') as HTMLElement;
    expect(within(card).getByText('Estoque: 3')).toBeInTheDocument();
  });

  it('stock failure shows the first description message, or "Erro"', async () => {
    const product = partsInList(shop)[0];
    server.use(
      http.put('/api/product-adm-stock', () =>
        HttpResponse.json({ success: false, response: 'X', description: ['Primeira mensagem', 'Segunda'] }, { status: 422 }),
      ),
    );
    const { user } = renderApp('/adm/productList');
    await openOption(user, product.part_name, 'Estoque');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salvar estoque' }));
    expect(await screen.findByText('Primeira mensagem')).toBeInTheDocument();
    expect(screen.queryByText('Segunda')).not.toBeInTheDocument();

    server.use(http.put('/api/product-adm-stock', () => HttpResponse.json({ success: false, response: 'X' }, { status: 500 })));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Salvar estoque' }));
    const toasts = await screen.findAllByTestId('toast-danger');
    expect(toasts.some((t) => within(t).queryByText('Erro', { selector: '.toast-body .toast-message' }))).toBe(true);
  });

  it('delete asks for confirmation, removes the card and shows "Produto removido com sucesso!"', async () => {
    const product = partsInList(shop)[0];
    const { user } = renderApp('/adm/productList');
    await openOption(user, product.part_name, 'Excluir');
    const dialog = await screen.findByRole('dialog', { name: 'Excluir produto' });
    expect(dialog).toHaveTextContent(product.part_name);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('Produto removido com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: product.part_name, level: 2 })).not.toBeInTheDocument());
    expect(db().products.some((p) => p.id === product.id)).toBe(false);
  });

  it('edit opens the update form with productId in state and in the URL', async () => {
    const product = partsInList(shop)[0];
    const { user, router } = renderApp('/adm/productList');
    await openOption(user, product.part_name, 'Editar');
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/productUpdate'));
    expect(router.state.location.state).toEqual({ productId: product.id });
    expect(router.state.location.search).toBe(`?id=${product.id}`);
    expect(await screen.findByLabelText('Nome da peça')).toHaveValue(product.part_name);
  });
});
