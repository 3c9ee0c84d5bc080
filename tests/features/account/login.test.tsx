import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { storeLoginCallback } from '@/lib/login-callback';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../support/render';

const SLOW = { timeout: 5000 };

async function typePhone(user: ReturnType<typeof renderApp>['user'], phone: string) {
  await user.type(await screen.findByLabelText('Telefone'), phone);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('login', () => {
  it('asks for a phone first, with the sign-up link', async () => {
    const { user } = renderApp('/auth');
    expect(await screen.findByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Por favor, insira um número de telefone')).toBeInTheDocument();
  });

  it('masks the phone and rejects an invalid number', async () => {
    const { user } = renderApp('/auth');
    const input = await screen.findByLabelText('Telefone');
    await user.type(input, '11887654321');
    expect(input).toHaveValue('(11) 8-8765-4321');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Número de telefone inválido')).toBeInTheDocument();
    expect(input).toHaveValue('(11) 8-8765-4321');
  });

  it.each(['+55 11 98765-4321', '5511987654321', '011987654321', '011 98765-4321'])(
    'a pasted phone %j loses its country code and trunk zero and is accepted',
    async (pasted) => {
      const { user } = renderApp('/auth');
      const input = await screen.findByLabelText('Telefone');
      await user.click(input);
      await user.paste(pasted);
      expect(input).toHaveValue('(11) 9-8765-4321');
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(await screen.findByLabelText('Senha')).toBeInTheDocument();
    },
  );

  it('digits that make no phone are shown as typed and refused, not cut into another number', async () => {
    const { user } = renderApp('/auth');
    const input = await screen.findByLabelText('Telefone');
    await user.click(input);
    await user.paste('55 11 98765-432');
    expect(input).toHaveValue('551198765432');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Número de telefone inválido')).toBeInTheDocument();
  });

  it('step 2 has the password with a toggle, back, forgot-password link and create-account button', async () => {
    const { user, router } = renderApp('/auth');
    await typePhone(user, DEMO.buyer.phone);
    const password = await screen.findByLabelText('Senha');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/recovery-access');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe sua senha')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao telefone' }));
    expect(await screen.findByLabelText('Telefone')).toHaveValue('(11) 9-8765-4321');
    await typePhoneContinue(user);
    await user.click(await screen.findByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'), SLOW);
  });

  it('shows the server message on failure and keeps the phone', async () => {
    const { user } = renderApp('/auth');
    await typePhone(user, DEMO.buyer.phone);
    await user.type(await screen.findByLabelText('Senha'), 'errada123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Telefone ou senha incorretos');
    expect(Cookies.get('jwtToken')).toBeUndefined();
    expect(screen.getByLabelText('Senha')).toHaveValue('errada123');
  });

  it('returns to the stored callback route with its params and state', async () => {
    storeLoginCallback('/product/freio-1?foto=2', { from: 'interest' });
    const { user, router } = renderApp('/auth');
    await typePhone(user, DEMO.buyer.phone);
    await user.type(await screen.findByLabelText('Senha'), DEMO.buyer.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/freio-1'), SLOW);
    expect(router.state.location.search).toBe('?foto=2');
    expect(router.state.location.state).toEqual({ from: 'interest' });
    expect(Cookies.get('jwtToken')).toBeTruthy();
    expect(localStorage.getItem('phone')).toBe(DEMO.buyer.phone);
  });

  it('without a callback goes to /home after 1 second', async () => {
    const { user, router } = renderApp('/auth');
    await typePhone(user, DEMO.buyer.phone);
    await user.type(await screen.findByLabelText('Senha'), DEMO.buyer.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Login realizado com sucesso. Redirecionando...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 2500 });
  });
});

async function typePhoneContinue(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}
