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

function cardOf(name: string): HTMLElement {
  return screen.getByRole('heading', { name, level: 2 }).closest('[data-testid="adm-product-card"]') as HTMLElement;
}

const brl = (n: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n).replace(/\u00a0/g, ' ');

async function openOption(user: ReturnType<typeof renderApp>['user'], name: string, option: string) {
  await user.click(await screen.findByRole('button', { name: `Opções de ${name}` }));
  await user.click(await screen.findByRole('button', { name: option }));
}

describe('product list tools', () => {
  it('sorting and filters go to the URL and the list follows them', async () => {
    const products = partsInList(shop);
    const cheapest = [...products].sort((a, b) => a.price - b.price || 0)[0];
    const { user, router } = renderApp('/adm/productList');
    await screen.findByRole('heading', { name: products[0].part_name, level: 2 });

    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Menor preço');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price&dir=asc'));
    const firstCard = () => within(screen.getAllByTestId('adm-product-card')[0]).getByRole('heading', { level: 2 }).textContent;
    await waitFor(() => expect(firstCard()).toBe(cheapest.part_name));

    await user.selectOptions(screen.getByLabelText('Condição'), 'Usada');
    await user.selectOptions(screen.getByLabelText('Estoque'), 'Estoque baixo (1 a 3)');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price&dir=asc&condition=usado&stock=baixo'));
    const expected = products.filter((p) => !p.is_new && p.quantity >= 1 && p.quantity <= 3);
    expect(await screen.findByText(`${expected.length} de ${products.length} produtos`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price&dir=asc'));
  });

  it('opens with the view of the URL and finds a part by its code', async () => {
    const product = partsInList(shop)[3];
    product.code = 'ZX-4455.9';
    const { router } = renderApp('/adm/productList?q=zx44559&sort=name&dir=desc');
    expect(await screen.findByRole('heading', { name: product.part_name, level: 2 })).toBeInTheDocument();
    expect(screen.getAllByTestId('adm-product-card')).toHaveLength(1);
    expect(screen.getByLabelText('Filtrar produtos')).toHaveValue('zx44559');
    expect(screen.getByLabelText('Ordenar por')).toHaveDisplayValue('Nome (Z a A)');
    expect(router.state.location.search).toBe('?q=zx44559&sort=name&dir=desc');
  });

  it('pauses a part (badge, status in the API) and reactivates it', async () => {
    const product = partsInList(shop)[0];
    const { user } = renderApp('/adm/productList');
    await screen.findByRole('heading', { name: product.part_name, level: 2 });
    await openOption(user, product.part_name, 'Pausar');
    expect(await screen.findByText(`Anúncio pausado: ${product.part_name} não aparece mais no site.`)).toBeInTheDocument();
    expect(within(cardOf(product.part_name)).getByText('Pausado')).toBeInTheDocument();
    expect(db().products.find((p) => p.id === product.id)!.status).toBe('PAUSED');
    // A paused part has no 'Ver no site'.
    await user.click(screen.getByRole('button', { name: `Opções de ${product.part_name}` }));
    expect(screen.queryByRole('button', { name: 'Ver no site' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reativar' }));
    expect(await screen.findByText(`Anúncio reativado: ${product.part_name} voltou a aparecer no site.`)).toBeInTheDocument();
    await waitFor(() => expect(within(cardOf(product.part_name)).queryByText('Pausado')).not.toBeInTheDocument());
    expect(db().products.find((p) => p.id === product.id)!.status).toBe('ACTIVE');
  });

  it('a failed pause is a red toast and the card stays as it was', async () => {
    const product = partsInList(shop)[0];
    server.use(http.put('/api/product-adm-status', () => HttpResponse.json({ success: false, response: 'PRODUCT_NOT_FOUND' }, { status: 404 })));
    const { user } = renderApp('/adm/productList');
    await openOption(user, product.part_name, 'Pausar');
    const toasts = await screen.findAllByTestId('toast-danger');
    expect(toasts.some((t) => within(t).queryByText('Produto não encontrado.'))).toBe(true);
    expect(within(cardOf(product.part_name)).queryByText('Pausado')).not.toBeInTheDocument();
  });

  it('shows the quality meter on each card and links Duplicar to the prefilled create form', async () => {
    const product = partsInList(shop)[0];
    const { user } = renderApp('/adm/productList');
    await screen.findByRole('heading', { name: product.part_name, level: 2 });
    const meter = within(cardOf(product.part_name)).getByRole('meter', { name: 'Qualidade do anúncio' });
    expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: `Opções de ${product.part_name}` }));
    expect(await screen.findByRole('link', { name: 'Duplicar' })).toHaveAttribute('href', `/adm/productCreate?from=${product.id}`);
  });

  it('raises the price of two selected parts by 10 %: before -> after, progress, summary; photos stay', async () => {
    const [a, b] = partsInList(shop).filter((p) => p.quantity > 0);
    // Two photos, so keeping them means keeping both and their order (the cover first).
    a.images = [...a.images.slice(0, 1), '/demo/parts/retrovisor.svg'];
    const photos = { a: [...a.images], b: [...b.images] };
    const { user } = renderApp('/adm/productList');
    await screen.findByRole('heading', { name: a.part_name, level: 2 });
    await user.click(screen.getByRole('checkbox', { name: `Selecionar ${a.part_name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Selecionar ${b.part_name}` }));
    const bar = screen.getByRole('toolbar', { name: 'Ações para os produtos selecionados' });
    expect(within(bar).getByText('2 selecionados')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Ajustar preços' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ajustar preços' });
    const input = within(dialog).getByLabelText('Ajuste de preço (%)');
    await user.type(input, 'dez');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar alteração' }));
    expect(within(dialog).getByText(/Informe uma porcentagem de -90 a 1000/)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar alteração' }));

    const after = (n: number) => Math.floor((Math.round(n * 100) * 11000 + 5000) / 10000) / 100;
    expect(within(dialog).getByText('2 produtos serão alterados.')).toBeInTheDocument();
    const rows = within(dialog).getAllByTestId('bulk-preview-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${a.part_name}${brl(a.price)}→ ${brl(after(a.price))}`,
      `${b.part_name}${brl(b.price)}→ ${brl(after(b.price))}`,
    ]);
    const expected = { a: after(a.price), b: after(b.price) };
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar alteração' }));

    expect(await within(dialog).findByText('2 alteradas, 0 falharam')).toBeInTheDocument();
    const stored = (id: number) => db().products.find((p) => p.id === id)!;
    expect(stored(a.id).price).toBe(expected.a);
    expect(stored(b.id).price).toBe(expected.b);
    expect(stored(a.id).images).toEqual(photos.a);
    expect(stored(b.id).images).toEqual(photos.b);
    // The footer's 'Fechar' (the header has its own).
    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(within(cardOf(a.part_name)).getByTestId('adm-product-price').textContent).toBe(brl(expected.a)));
    expect(screen.queryByRole('toolbar', { name: 'Ações para os produtos selecionados' })).not.toBeInTheDocument();
  });

  it('a price change leaves out a part with no stock and says why (the server takes a price only with stock)', async () => {
    const [a, b] = partsInList(shop).filter((p) => p.quantity > 0);
    b.quantity = 0;
    const priceOfA = a.price;
    const priceOfB = b.price;
    const { user } = renderApp('/adm/productList');
    await screen.findByRole('heading', { name: a.part_name, level: 2 });
    await user.click(screen.getByRole('checkbox', { name: `Selecionar ${a.part_name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Selecionar ${b.part_name}` }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Ações para os produtos selecionados' })).getByRole('button', { name: 'Ajustar preços' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar preços' });
    await user.type(within(dialog).getByLabelText('Ajuste de preço (%)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar alteração' }));

    expect(within(dialog).getByText('1 produto será alterado.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 produto está sem estoque e não será enviado: o preço só muda com estoque de pelo menos 1.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar alteração' }));

    expect(await within(dialog).findByText('1 alterada, 1 falhou')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Alterações que falharam' })).toHaveTextContent(
      `${b.part_name}: Sem estoque: altere o estoque para pelo menos 1 e depois o preço.`,
    );
    expect(db().products.find((p) => p.id === b.id)!.price).toBe(priceOfB);
    expect(db().products.find((p) => p.id === a.id)!.price).toBe(Math.floor((Math.round(priceOfA * 100) * 11000 + 5000) / 10000) / 100);
  });

  it('sets the stock of every filtered part, at most 3 requests at a time, and names each failure', async () => {
    const products = partsInList(shop);
    const used = products.filter((p) => !p.is_new);
    const failing = used[1];
    let running = 0;
    let peak = 0;
    server.use(
      http.put('/api/product-adm-stock', async ({ request }) => {
        const body = (await request.clone().json()) as { product: number };
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
        if (body.product === failing.id)
          return HttpResponse.json({ success: false, response: 'VALIDATION_ERROR', description: ['STOCK_QUANTITY_INVALID'] }, { status: 422 });
        return undefined;
      }),
    );
    const { user } = renderApp('/adm/productList?condition=usado');
    await screen.findByText(`${used.length} de ${products.length} produtos`);
    await user.click(screen.getByRole('checkbox', { name: `Selecionar todos os ${used.length} filtrados` }));
    await user.click(screen.getByRole('button', { name: 'Alterar estoque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar estoque' });
    expect(within(dialog).getByText(`${used.length} produtos selecionados.`)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nova quantidade em estoque'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar alteração' }));
    expect(within(dialog).getAllByTestId('bulk-preview-row')).toHaveLength(Math.min(5, used.length));
    expect(within(dialog).getByText(`Antes e depois: ${Math.min(5, used.length)} primeiros de ${used.length} selecionados`)).toBeInTheDocument();
    const toSend = used.filter((p) => p.quantity !== 7).length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar alteração' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Enviando alterações' })).toHaveAttribute('aria-valuemax', String(toSend));
    expect(await within(dialog).findByText(`${toSend - 1} alteradas, 1 falhou`, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Alterações que falharam' })).toHaveTextContent(`${failing.part_name}: `);
    expect(peak).toBeLessThanOrEqual(3);
    expect(peak).toBeGreaterThan(1);
    expect(db().products.find((p) => p.id === used[0].id)!.quantity).toBe(7);
    expect(db().products.find((p) => p.id === failing.id)!.quantity).not.toBe(7);
  });
});
