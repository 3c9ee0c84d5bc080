import type * as ZodResolvers from '@hookform/resolvers/zod';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 5000 };

/**
 * Every form here checks its values through zodResolver: each check it starts is counted while it
 * runs, so a test waits for the checks a change started to end instead of waiting a while.
 */
const checks = vi.hoisted(() => ({ running: 0 }));
vi.mock('@hookform/resolvers/zod', async (importOriginal) => {
  const actual = await importOriginal<typeof ZodResolvers>();
  const zodResolver = ((...args: Parameters<typeof actual.zodResolver>) => {
    const resolve = actual.zodResolver(...args);
    return async (...input: Parameters<typeof resolve>) => {
      checks.running += 1;
      try {
        return await resolve(...input);
      } finally {
        checks.running -= 1;
      }
    };
  }) as typeof actual.zodResolver;
  return { ...actual, zodResolver };
});

/** When each account form's messages come and go: pinned so a change of form library keeps them. */
describe('when the account forms show their messages', () => {
  it('signup: nothing before the first submit; after it, each change checks the whole form, a server verdict included', async () => {
    server.use(http.post('/api/signup', () => HttpResponse.json({ success: true, response: 'email' })));
    const { user } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Nome completo', {}, SLOW), 'Paula');
    await user.type(screen.getByLabelText('Senha'), 'Segura123');
    await user.type(screen.getByLabelText('Confirme a senha'), 'Segura12');
    expect(screen.queryByText('Este não é um nome válido')).toBeNull();
    expect(screen.queryByText('As senhas não conferem')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirme a senha'), '3');
    await expectGone('As senhas não conferem');
    // A change of the password checks its confirmation again.
    await user.type(screen.getByLabelText('Senha'), '4');
    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    expect(screen.getByText('Este não é um nome válido')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome completo'), ' Mendes');
    await expectGone('Este não é um nome válido');
    await user.type(screen.getByLabelText('Confirme a senha'), '4');
    await user.type(screen.getByLabelText('Telefone'), '11955554444');
    await user.type(screen.getByLabelText('E-mail'), 'paula@exemplo.com.br');
    await user.click(screen.getByLabelText(/Li e aceito os termos/));
    await user.click(screen.getByLabelText(/Tenho 18 anos ou mais/));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    // The server refused the e-mail: its message stays until something is typed, anywhere.
    expect(await screen.findByText('Informe um e-mail válido', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido');
    await user.type(screen.getByLabelText('Nome completo'), 's');
    await expectGone('Informe um e-mail válido');
  });

  it('login: the phone message follows what is typed while it shows, and comes back only with Continuar', async () => {
    const { user } = renderApp('/auth');
    const phone = await screen.findByLabelText('Telefone', {}, SLOW);
    await user.type(phone, '1188');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Número de telefone inválido')).toBeInTheDocument();
    await user.clear(phone);
    expect(await screen.findByText('Por favor, insira um número de telefone')).toBeInTheDocument();
    await user.type(phone, DEMO.buyer.phone);
    await expectGone('Por favor, insira um número de telefone');
    await user.type(phone, '{Backspace}');
    await settle();
    expect(screen.queryByText('Número de telefone inválido')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Número de telefone inválido')).toBeInTheDocument();
  });

  it('recovery: the code message stays while the code is typed, until the next Verificar código', async () => {
    server.use(http.post('/api/recovery-access-request', () => HttpResponse.json({ success: true, response: 'RECOVERY_SUCCESS' })));
    const { user } = renderApp('/recovery-access');
    await user.type(await screen.findByLabelText('Telefone ou e-mail', {}, SLOW), DEMO.buyer.phone);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const code = await screen.findByLabelText('Código de verificação', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByText('O código deve ter 6 caracteres')).toBeInTheDocument();
    await user.type(code, 'AB 12 34');
    expect(code).toHaveValue('AB1234');
    await settle();
    expect(screen.getByText('O código deve ter 6 caracteres')).toBeInTheDocument();
  });

  it('deletion: after the first submit the messages follow the answers, the box included', async () => {
    loginAs('buyer');
    const { user } = renderApp('/account/delete-account');
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }, SLOW));
    expect(await screen.findByText('Conte para nós o motivo da sua saída')).toBeInTheDocument();
    const box = screen.getByLabelText(/Entendo que a exclusão é definitiva/);
    expect(box).toHaveAccessibleDescription('Você precisa aceitar antes de continuar');
    await user.click(box);
    await expectGone('Você precisa aceitar antes de continuar');
    await user.click(box);
    expect(await screen.findByText('Você precisa aceitar antes de continuar')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Conte para nós por que você está saindo'), 'Já comprei');
    await expectGone('Conte para nós o motivo da sua saída');
    expect(screen.getByText('Informe sua senha (mínimo de 6 caracteres)')).toBeInTheDocument();
  });
});

/**
 * Waits until every check the last change started has ended and the screen shows its outcome: no
 * check running, then one turn inside act for the form to hand the result to the screen. A
 * message that a check would bring or take away is in its final state after this.
 */
async function settle() {
  await waitFor(() => expect(checks.running, 'form checks running').toBe(0));
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** The message goes (the change's check took it away), and no check still running brings it back. */
async function expectGone(text: string) {
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
  await settle();
  expect(screen.queryByText(text)).toBeNull();
}
