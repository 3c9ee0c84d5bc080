import { screen, within } from '@testing-library/react';
import type { Product } from '@pecaja/simulated-api/types';
import { renderApp } from '../../support/render';
import { openShop } from '../../support/shop';
import { everyTestBuildsItsDb } from '../../support/own-db';

// Each test below builds its own small database: the demo data is not made for it.
everyTestBuildsItsDb();

const SLOW = { timeout: 5000 };

// An advertiser with a small shop of its own (tests/support/shop.ts), logged in; its newest part is in stock.
let product: Product;
beforeEach(() => {
  product = openShop().parts[0];
});

/** How the product form and the stock dialog mark and describe a wrong field. */
describe('product form fields', () => {
  it('an empty submit marks each missing field invalid and describes it by its message', async () => {
    const { user } = renderApp('/adm/productCreate');
    const name = await screen.findByLabelText('Nome da peça', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
    expect(await screen.findByText('Informe o nome da peça.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Informe o nome da peça.');
    expect(screen.getByLabelText('Preço')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Descrição')).toHaveAccessibleDescription('Informe a descrição. 0/5.000');
    const images = screen.getByLabelText('Imagens');
    expect(images).toHaveAttribute('aria-invalid', 'true');
    expect(images).toHaveAccessibleDescription(/^Escolha ao menos uma imagem\. Formatos aceitos/);
    // The optional code is not marked.
    expect(screen.getByLabelText('Código da peça (opcional)')).not.toHaveAttribute('aria-invalid');
    // A message goes as the field is filled in.
    await user.type(name, 'Farol');
    expect(screen.queryByText('Informe o nome da peça.')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('a wrong stock quantity is marked and described at once, and the save waits for a right one', async () => {
    const { user } = renderApp('/adm/productList');
    await user.click(await screen.findByRole('button', { name: `Opções de ${product.part_name}` }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Estoque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estoque' });
    const quantity = within(dialog).getByLabelText('Quantidade em estoque');
    expect(quantity).not.toHaveAttribute('aria-invalid');
    await user.clear(quantity);
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('Informe um número inteiro maior ou igual a 0.');
    expect(within(dialog).getByRole('button', { name: 'Salvar estoque' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar quantidade' }));
    expect(quantity).toHaveValue('1');
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('button', { name: 'Salvar estoque' })).toBeEnabled();
  });

  it.each([
    ['100000', 'A quantidade máxima é 99.999.'],
    ['1.5', 'Informe um número inteiro maior ou igual a 0.'],
    ['1e308', 'Informe um número inteiro maior ou igual a 0.'],
  ])('a stock of %j is kept as typed and refused with a clear message, never saved as another number', async (typed, message) => {
    const before = product.quantity;
    const { user } = renderApp('/adm/productList');
    await user.click(await screen.findByRole('button', { name: `Opções de ${product.part_name}` }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Estoque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estoque' });
    const quantity = within(dialog).getByLabelText('Quantidade em estoque');
    await user.clear(quantity);
    await user.type(quantity, typed);
    expect(quantity).toHaveValue(typed);
    expect(quantity).toHaveAccessibleDescription(message);
    expect(within(dialog).getByRole('button', { name: 'Salvar estoque' })).toBeDisabled();
    await user.type(quantity, '{Enter}');
    expect(quantity).toHaveValue(typed);
    expect(product.quantity).toBe(before);
  });
});
