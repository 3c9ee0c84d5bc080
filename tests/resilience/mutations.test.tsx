import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderApp } from '../support/render';

/** Issue 8, mutations: a double click never sends twice; a failed submit keeps every field. */
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

  it('signup: a failed submit keeps every field', async () => {
    server.use(http.post('/api/signup', () => HttpResponse.json({ success: false, response: 'SIGNUP_USER_NOT_CREATED' }, { status: 500 })));
    const { user } = renderApp('/signup');
    const name = await screen.findByLabelText(/Nome completo/i);
    await user.type(name, 'Maria Souza');
    await user.type(screen.getByLabelText(/Telefone/i), '11987654322');
    await user.type(screen.getByLabelText(/E-mail/i), 'maria@exemplo.com.br');
    const passwords = screen.getAllByLabelText(/Senha/i, { selector: 'input' });
    await user.type(passwords[0], 'Senha123');
    await user.type(passwords[1], 'Senha123');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    const submit = screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!;
    await user.dblClick(submit);
    expect(await screen.findByText('Não conseguimos te cadastrar neste momento. Tente novamente.')).toBeInTheDocument();
    expect(name).toHaveValue('Maria Souza');
    expect(screen.getByLabelText(/E-mail/i)).toHaveValue('maria@exemplo.com.br');
    await waitFor(() => expect(screen.getByLabelText(/Telefone/i)).toHaveValue('(11) 9-8765-4322'));
  });
});
