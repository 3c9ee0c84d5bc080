import { fireEvent, screen } from '@testing-library/react';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 5000 };

describe('product form: upper bounds', () => {
  it('every text input carries its maximum length, and the description counts its characters', async () => {
    loginAs('subscriber');
    const { user } = renderApp('/adm/productCreate');
    expect(await screen.findByLabelText('Nome da peça', {}, SLOW)).toHaveAttribute('maxLength', '120');
    expect(screen.getByLabelText('Código da peça (opcional)')).toHaveAttribute('maxLength', '60');
    expect(screen.getByLabelText('Fabricante')).toHaveAttribute('maxLength', '80');
    expect(screen.getByLabelText('Marcas compatíveis')).toHaveAttribute('maxLength', '80');
    expect(screen.getByLabelText('Modelos e anos compatíveis')).toHaveAttribute('maxLength', '120');
    const description = screen.getByLabelText('Descrição');
    expect(description).toHaveAttribute('maxLength', '5000');
    expect(screen.getByText('0/5.000')).toBeInTheDocument();
    await user.type(description, 'Jogo com 4');
    expect(screen.getByText('10/5.000')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantidade')).toHaveAttribute('inputMode', 'numeric');
  });

  it('the price stops at R$ 9.999.999,99', async () => {
    loginAs('subscriber');
    const { user } = renderApp('/adm/productCreate');
    const price = await screen.findByLabelText('Preço', {}, SLOW);
    await user.type(price, '123456789012');
    expect(price).toHaveValue('1.234.567,89');
  });

  it.each([
    ['100000', 'A quantidade máxima é 99.999.'],
    ['1.5', 'Informe a quantidade em números inteiros, sem ponto, vírgula ou letras.'],
    ['1e308', 'Informe a quantidade em números inteiros, sem ponto, vírgula ou letras.'],
    ['12 un', 'Informe a quantidade em números inteiros, sem ponto, vírgula ou letras.'],
  ])('a quantity of %j is kept as typed and refused with a clear message; nothing is sent', async (typed, message) => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    loginAs('subscriber');
    const { user } = renderApp('/adm/productCreate');
    const quantity = await screen.findByLabelText('Quantidade', {}, SLOW);
    await user.clear(quantity);
    await user.type(quantity, typed);
    expect(quantity).toHaveValue(typed);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
    expect(quantity).toHaveValue(typed);
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });

  it('text past a limit (pasted, or from an old draft) is kept, marked with a clear message, and nothing is sent', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    loginAs('subscriber');
    const before = db().products.length;
    const { user } = renderApp('/adm/productCreate');
    const description = await screen.findByLabelText('Descrição', {}, SLOW);
    const long = 'd'.repeat(5001);
    fireEvent.change(description, { target: { value: long } });
    expect(screen.getByText('A descrição pode ter até 5.000 caracteres.')).toBeInTheDocument();
    expect(description).toHaveClass('is-invalid');
    await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
    expect(description).toHaveValue(long);
    expect(posts).toEqual([]);
    expect(db().products.length).toBe(before);
    server.events.removeAllListeners();
  });
});
