import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../support/render';

const SLOW = { timeout: 5000 };
type User = ReturnType<typeof renderApp>['user'];

async function sendContact(user: User, contact: string) {
  await user.type(await screen.findByLabelText('Telefone ou e-mail', {}, SLOW), contact);
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
}

const codeOf = (userPhone: string) => {
  const u = db().users.find((x) => x.phone === userPhone)!;
  return db().codes.find((c) => c.key === `recovery:${u.id}`)!.code;
};

describe('recovery', () => {
  it('checks a short contact with the phone rule and a long one as an e-mail', async () => {
    const { user } = renderApp('/recovery-access');
    await user.click(await screen.findByRole('button', { name: 'Enviar código' }, SLOW));
    expect(await screen.findByText('Informe seu telefone ou e-mail')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Telefone ou e-mail'), '11887654321');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Número de telefone inválido')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Telefone ou e-mail'));
    await user.type(screen.getByLabelText('Telefone ou e-mail'), 'nao-e-um-email-valido');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Informe um e-mail válido')).toBeInTheDocument();
  });

  it('recovers by phone: code, new password, then /auth with a success toast', async () => {
    const { user, router } = renderApp('/recovery-access');
    await sendContact(user, DEMO.buyer.phone);
    expect(await screen.findByText('Dados enviados com sucesso', {}, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de verificação'), codeOf(DEMO.buyer.phone));
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    // The checklist of the level GET /signup hints at (Moderate) is the rule.
    await user.type(await screen.findByLabelText('Nova senha', {}, SLOW), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Sua senha não atende os requisitos')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'Nova1234');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'Nova1235');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirme a nova senha'));
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'Nova1234');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), SLOW);
    expect(await screen.findByText('Senha alterada com sucesso. Agora faça seu login.')).toBeInTheDocument();
    expect(db().users.find((u) => u.phone === DEMO.buyer.phone)!.password).toBe('Nova1234');
  });

  it('recovers by e-mail and refuses the current password (PASSWORD_UNAVAILABLE)', async () => {
    // A current password that passes the checklist, so only its reuse is refused.
    db().users.find((u) => u.phone === DEMO.buyer.phone)!.password = 'Antiga123';
    const { user } = renderApp('/recovery-access');
    await sendContact(user, 'ana.ribeiro@exemplo.com.br');
    const code = await screen.findByLabelText('Código de verificação', {}, SLOW);
    await user.type(code, codeOf(DEMO.buyer.phone));
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    await user.type(await screen.findByLabelText('Nova senha', {}, SLOW), 'Antiga123');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'Antiga123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Esta senha é fraca ou já foi usada antes. Escolha outra.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveValue('Antiga123');
  });

  it('a wrong code shows the wrong-code texts', async () => {
    const { user } = renderApp('/recovery-access');
    await sendContact(user, DEMO.buyer.phone);
    const code = await screen.findByLabelText('Código de verificação', {}, SLOW);
    await user.type(code, codeOf(DEMO.buyer.phone) === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByText('Código de Verificação Incorreto', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Este código não corresponde ao código enviado. Tente novamente.')).toBeInTheDocument();
  });

  it('an unknown contact and a blocked phone answer from the simulated API', async () => {
    const { user } = renderApp('/recovery-access');
    await sendContact(user, '11912345678');
    expect(await screen.findByText('Não conseguimos te localizar por aqui', {}, SLOW)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Telefone ou e-mail'));
    await user.type(screen.getByLabelText('Telefone ou e-mail'), '11911111112');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Este número de telefone não parece estar correto', {}, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['RECOVERY_WRONG_DATA', 'Não conseguimos te localizar por aqui'],
    ['RECOVERY_CODE_EXPIRED', 'Este código está expirado, tente recuperar seu acesso novamente'],
    ['DATA_NOT_PROVIDED', 'Algum dado importante não foi informado corretamente'],
    ['SIGNUP_PHONE_BLOCKED', 'Este número de telefone não parece estar correto'],
    ['WAIT_TO_RESEND', 'Aguarde 2 minutos para reenviar o código'],
  ])('the request answering %s shows its message', async (code, text) => {
    server.use(http.post('/api/recovery-access-request', () => HttpResponse.json({ success: false, response: code }, { status: 400 })));
    const { user } = renderApp('/recovery-access');
    await sendContact(user, DEMO.buyer.phone);
    expect(await screen.findByText(text, {}, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['RECOVERY_CODE_EXPIRED', 'Este código está expirado, tente recuperar seu acesso novamente'],
    ['PASSWORD_UNAVAILABLE', 'Esta senha é fraca ou já foi usada antes. Escolha outra.'],
    ['DATA_NOT_PROVIDED', 'Algum dado importante não foi informado corretamente'],
  ])('the new password answering %s shows its message', async (code, text) => {
    server.use(
      http.post('/api/recovery-access-request', () => HttpResponse.json({ success: true, response: 'RECOVERY_SUCCESS' })),
      http.post('/api/recovery-access-validade', () => HttpResponse.json({ success: true, response: 'RECOVERY_SUCCESS' })),
      http.post('/api/recovery-access-new-password', () => HttpResponse.json({ success: false, response: code }, { status: 400 })),
    );
    const { user } = renderApp('/recovery-access');
    await sendContact(user, DEMO.buyer.phone);
    await user.type(await screen.findByLabelText('Código de verificação', {}, SLOW), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    await user.type(await screen.findByLabelText('Nova senha', {}, SLOW), 'Nova1234');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'Nova1234');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(text, {}, SLOW)).toBeInTheDocument();
  });

  it('the code step survives a reload', async () => {
    const first = renderApp('/recovery-access');
    await sendContact(first.user, DEMO.buyer.phone);
    await screen.findByLabelText('Código de verificação', {}, SLOW);
    first.unmount();
    renderApp('/recovery-access');
    expect(await screen.findByLabelText('Código de verificação', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/\(11\) 9-8765-4321/)).toBeInTheDocument();
  });
});
