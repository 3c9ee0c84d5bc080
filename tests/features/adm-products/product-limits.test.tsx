import { fireEvent, screen } from '@testing-library/react';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
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
    expect(screen.getByLabelText('Quantidade')).toHaveAttribute('max', '99999');
  });

  it('price and quantity stop at R$ 9.999.999,99 and 99.999', async () => {
    loginAs('subscriber');
    const { user } = renderApp('/adm/productCreate');
    const price = await screen.findByLabelText('Preço', {}, SLOW);
    await user.type(price, '123456789012');
    expect(price).toHaveValue('1.234.567,89');
    const quantity = screen.getByLabelText('Quantidade');
    await user.clear(quantity);
    await user.type(quantity, '1234567');
    expect(quantity).toHaveValue(12345);
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
