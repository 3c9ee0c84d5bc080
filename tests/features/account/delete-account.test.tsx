import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { login } from '@/api/auth';
import { takeLoginCallback } from '@/lib/login-callback';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 5000 };
type User = ReturnType<typeof renderApp>['user'];

async function fill(user: User, password: string = DEMO.buyer.password) {
  await user.type(await screen.findByLabelText('Senha', {}, SLOW), password);
  await user.type(screen.getByLabelText('Conte para nós por que você está saindo'), 'Já comprei a peça');
  await user.click(screen.getByLabelText(/Entendo que a exclusão é definitiva/));
  await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
}

describe('account deletion', () => {
  it('shows the version and checks password, terms and nps', async () => {
    loginAs('buyer');
    const { user } = renderApp('/account/delete-account');
    expect(await screen.findByText('Versão 0.1.0-beta.1', {}, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha'), '12345');
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    expect(await screen.findByText('Informe sua senha (mínimo de 6 caracteres)')).toBeInTheDocument();
    expect(screen.getByText('Você precisa aceitar antes de continuar')).toBeInTheDocument();
    expect(screen.getByText('Conte para nós o motivo da sua saída')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveValue('12345');
  });

  it('deletes the user, logs out, goes home with a success toast, and login then fails', async () => {
    loginAs('buyer');
    const { user, router } = renderApp('/account/delete-account');
    await fill(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), SLOW);
    expect(await screen.findByText('Sua conta foi excluída com sucesso.', {}, SLOW)).toBeInTheDocument();
    expect(Cookies.get('jwtToken')).toBeUndefined();
    expect(db().users.some((u) => u.phone === DEMO.buyer.phone)).toBe(false);
    await expect(login(DEMO.buyer.phone, DEMO.buyer.password)).rejects.toMatchObject({ status: 401, code: 'USER_WRONG_CREDENTIALS' });
  });

  it('a wrong password shows one message at the password field: no length hint, no toast', async () => {
    loginAs('buyer');
    const { user } = renderApp('/account/delete-account');
    await fill(user, 'errada123');
    expect(await screen.findByText('Senha incorreta', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Senha incorreta')).toHaveLength(1);
    expect(screen.getByLabelText('Senha')).toHaveClass('is-invalid');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha incorreta');
    expect(screen.queryByText('Informe sua senha (mínimo de 6 caracteres)')).toBeNull();
    expect(screen.queryByTestId('toast-danger')).toBeNull();
    // Typing again takes the server's verdict away.
    await user.type(screen.getByLabelText('Senha'), 'x');
    expect(screen.queryByText('Senha incorreta')).toBeNull();
  });

  it.each([
    ['nps', 'Conte para nós por que você está saindo'],
    ['terms', /Entendo que a exclusão é definitiva/],
  ])('a server error keyed %s shows its message once, at that field', async (key, label) => {
    server.use(http.post('/api/delete-account', () => HttpResponse.json({ success: false, error: key, response: 'USER_NOT_DELETED' }, { status: 400 })));
    loginAs('buyer');
    const { user } = renderApp('/account/delete-account');
    await fill(user);
    expect(await screen.findByText('Não foi possível excluir a conta agora. Tente novamente.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Não foi possível excluir a conta agora. Tente novamente.')).toHaveLength(1);
    expect(screen.getByLabelText(label)).toHaveClass('is-invalid');
    expect(screen.queryByTestId('toast-danger')).toBeNull();
  });

  it("a failed attempt's toast does not survive a later success", async () => {
    let calls = 0;
    server.use(
      http.post('/api/delete-account', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 }) : undefined;
      }),
    );
    loginAs('buyer');
    const { user, router } = renderApp('/account/delete-account');
    await fill(user);
    expect(await screen.findByTestId('toast-danger', {}, SLOW)).toHaveTextContent('O servidor encontrou um erro. Tente novamente em instantes.');
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), SLOW);
    expect(await screen.findByText('Sua conta foi excluída com sucesso.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('toast-danger')).toBeNull();
  });

  it('a session that ends while the form is open: the login opens with a message and a return to this page', async () => {
    loginAs('buyer');
    const { user, router } = renderApp('/account/delete-account');
    await screen.findByLabelText('Senha', {}, SLOW);
    Cookies.remove('jwtToken');
    await fill(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), SLOW);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sua sessão expirou. Entre novamente para continuar.');
    expect(screen.queryByText('Acesso negado')).not.toBeInTheDocument();
    expect(takeLoginCallback()).toEqual({ path: '/account/delete-account' });
  });

  it('a visitor is asked to log in first, with this page as the way back: the form never shows', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    const { router } = renderApp('/account/delete-account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), SLOW);
    expect(await screen.findByRole('alert')).toHaveTextContent('Faça o login antes de tentar novamente');
    expect(screen.queryByRole('button', { name: 'Excluir minha conta' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Conte para nós por que você está saindo')).not.toBeInTheDocument();
    expect(posts).toEqual([]);
    expect(takeLoginCallback()).toEqual({ path: '/account/delete-account' });
    server.events.removeAllListeners();
  });

  it('after that login the deletion form opens', async () => {
    const { user, router } = renderApp('/account/delete-account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), SLOW);
    await user.type(await screen.findByLabelText('Telefone', {}, SLOW), DEMO.buyer.phone);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Senha'), DEMO.buyer.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/delete-account'), SLOW);
    expect(await screen.findByRole('button', { name: 'Excluir minha conta' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Versão 0.1.0-beta.1')).toBeInTheDocument();
  });
});
