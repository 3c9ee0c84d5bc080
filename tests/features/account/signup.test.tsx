import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../../support/render';

const SLOW = { timeout: 5000 };
type User = ReturnType<typeof renderApp>['user'];

async function fillForm(user: User, overrides: Partial<Record<'name' | 'phone' | 'email' | 'password' | 'confirm', string>> = {}) {
  const v = { name: 'Paula Mendes', phone: '11955554444', email: 'paula@exemplo.com.br', password: 'Segura123', confirm: 'Segura123', ...overrides };
  await user.type(await screen.findByLabelText('Nome completo', {}, SLOW), v.name);
  await user.type(screen.getByLabelText('Telefone'), v.phone);
  await user.type(screen.getByLabelText('E-mail'), v.email);
  await user.type(screen.getByLabelText('Senha'), v.password);
  await user.type(screen.getByLabelText('Confirme a senha'), v.confirm);
  await user.click(screen.getByLabelText(/Li e aceito os termos/));
  await user.click(screen.getByLabelText(/Tenho 18 anos ou mais/));
}

function answer(path: string, body: Record<string, unknown>, status = 400) {
  server.use(http.post(`/api/${path}`, () => HttpResponse.json(body as Record<string, string>, { status })));
}

describe('signup', () => {
  it('shows the step labels and every field rule', async () => {
    const { user } = renderApp('/signup');
    const steps = await screen.findByRole('navigation', { name: 'Etapas do cadastro' }, SLOW);
    expect(within(steps).getByText('Olá')).toBeInTheDocument();
    expect(within(steps).getByText('Contato')).toBeInTheDocument();
    expect(within(steps).getByText('Validação')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome completo'), 'Paula');
    await user.type(screen.getByLabelText('Telefone'), '11855554444');
    await user.type(screen.getByLabelText('E-mail'), 'paula@');
    await user.type(screen.getByLabelText('Senha'), '12345');
    await user.type(screen.getByLabelText('Confirme a senha'), '123456');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Este não é um nome válido')).toBeInTheDocument();
    expect(screen.getByText('Número de telefone inválido')).toBeInTheDocument();
    expect(screen.getByText('Informe um e-mail válido')).toBeInTheDocument();
    expect(screen.getByText('Sua senha não atende os requisitos')).toBeInTheDocument();
    expect(screen.getByText('As senhas não conferem')).toBeInTheDocument();
    expect(screen.getAllByText('Você precisa aceitar antes de continuar')).toHaveLength(2);
    // Nothing typed is lost.
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Paula');
    expect(screen.getByLabelText('E-mail')).toHaveValue('paula@');
  });

  it('shows the strength guide with the level from GET /signup (default Moderate)', async () => {
    server.use(http.get('/api/signup', () => HttpResponse.json({ success: true, response: { passwordStrength: 'Strongest' } })));
    renderApp('/signup');
    expect(await screen.findByText('Nível recomendado: Fortíssima', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Pelo menos 12 caracteres')).toBeInTheDocument();
  });

  it('falls back to Moderate when GET /signup fails', async () => {
    server.use(http.get('/api/signup', () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 })));
    renderApp('/signup');
    expect(await screen.findByText('Nível recomendado: Moderada', {}, SLOW)).toBeInTheDocument();
  });

  it('sends the password base64-encoded and creates the user only after the code', async () => {
    let sent: Record<string, unknown> = {};
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/signup') sent = (await request.clone().json()) as Record<string, unknown>;
    });
    const { user, router } = renderApp('/signup');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const code = await screen.findByLabelText('Código de verificação', {}, SLOW);
    expect(sent).toMatchObject({
      name: 'Paula Mendes',
      phone: '11955554444',
      email: 'paula@exemplo.com.br',
      password: btoa('Segura123'),
      terms: true,
      age: true,
    });
    expect(db().users.some((u) => u.phone === '11955554444')).toBe(false);
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByText('O código deve ter 6 caracteres')).toBeInTheDocument();
    await user.clear(code);
    const wrong = db().codes.find((c) => c.key === 'signup:11955554444')!.code === '000000' ? '111111' : '000000';
    await user.type(code, wrong);
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByText('Código de Verificação Incorreto', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Este código não corresponde ao código enviado. Tente novamente.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Código de verificação'));
    await user.type(screen.getByLabelText('Código de verificação'), db().codes.find((c) => c.key === 'signup:11955554444')!.code);
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), SLOW);
    expect(await screen.findByText('Tudo certo, agora faça seu login.')).toBeInTheDocument();
    expect(db().users.find((u) => u.phone === '11955554444')).toMatchObject({ name: 'Paula Mendes', password: 'Segura123' });
    server.events.removeAllListeners();
  });

  it('the resend within 2 minutes answers WAIT_TO_RESEND', async () => {
    const { user } = renderApp('/signup');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await screen.findByLabelText('Código de verificação', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Aguarde 2 minutos para reenviar o código', {}, SLOW)).toBeInTheDocument();
  });

  it('a blocked phone answers SIGNUP_PHONE_BLOCKED from the simulated API', async () => {
    const { user } = renderApp('/signup');
    await fillForm(user, { phone: '11911111112' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Este telefone ou e-mail não pode ser utilizado', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Paula Mendes');
  });

  it.each([
    ['WAIT_TO_RESEND', 'Aguarde 2 minutos para reenviar o código'],
    ['SIGNUP_WAIT_TO_RETRY', 'Aguarde 2 minutos para reenviar o código'],
    ['SIGNUP_USER_NOT_FOUND', 'Algo deu errado, tenta se cadastrar novamente'],
    ['SIGNUP_PHONE_BLOCKED', 'Este telefone ou e-mail não pode ser utilizado'],
    ['SIGNUP_EMAIL_BLOCKED', 'Este telefone ou e-mail não pode ser utilizado'],
    ['SIGNUP_USER_NOT_CREATED', 'Não conseguimos te cadastrar neste momento. Tente novamente.'],
  ])('POST /signup answering %s shows its message', async (code, text) => {
    answer('signup', { success: false, response: code });
    const { user } = renderApp('/signup');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(text, {}, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['name', 'Nome completo', 'Este não é um nome válido'],
    ['phone', 'Telefone', 'Número de telefone inválido'],
    ['email', 'E-mail', 'Informe um e-mail válido'],
    ['password', 'Senha', 'Sua senha não atende os requisitos'],
  ])('POST /signup answering the field name %s marks that field invalid', async (field, label, text) => {
    answer('signup', { success: true, response: field }, 200);
    const { user } = renderApp('/signup');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(text, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveClass('is-invalid');
  });

  it.each([
    ['SIGNUP_USER_NOT_FOUND', 'Algo deu errado, tenta se cadastrar novamente'],
    ['SIGNUP_USER_NOT_CREATED', 'Não conseguimos te cadastrar neste momento. Tente novamente.'],
  ])('code validation answering %s shows its message', async (code, text) => {
    answer('signup', { success: true, response: 'success' }, 200);
    answer('signup-code-validation', { success: false, response: code });
    const { user } = renderApp('/signup');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await user.type(await screen.findByLabelText('Código de verificação', {}, SLOW), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByText(text, {}, SLOW)).toBeInTheDocument();
  });

  it('the code step survives a reload, without the password', async () => {
    const first = renderApp('/signup');
    await fillForm(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await screen.findByLabelText('Código de verificação', {}, SLOW);
    expect(JSON.stringify(sessionStorage)).not.toContain('Segura123');
    first.unmount();
    const second = renderApp('/signup');
    expect(await screen.findByLabelText('Código de verificação', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/\(11\) 9-5555-4444/)).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Corrigir meus dados' }));
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Paula Mendes');
    expect(screen.getByLabelText('Senha')).toHaveValue('');
  });
});
