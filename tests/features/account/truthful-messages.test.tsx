import { screen, waitFor, within } from '@testing-library/react';
import { signup } from '@/features/account/api/account';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../support/render';

const SLOW = { timeout: 5000 };
type User = ReturnType<typeof renderApp>['user'];
const NEW_ACCOUNT = { name: 'Paula Mendes', phone: '11955554444', email: 'paula@exemplo.com.br', password: 'Segura123', terms: true, age: true };

async function fillSignup(user: User, overrides: Partial<Record<'name' | 'phone' | 'email' | 'password' | 'confirm', string>> = {}) {
  const v = { name: 'Paula Mendes', phone: '11955554444', email: 'paula@exemplo.com.br', password: 'Segura123', confirm: 'Segura123', ...overrides };
  await user.type(await screen.findByLabelText('Nome completo', {}, SLOW), v.name);
  await user.type(screen.getByLabelText('Telefone'), v.phone);
  await user.type(screen.getByLabelText('E-mail'), v.email);
  await user.type(screen.getByLabelText('Senha'), v.password);
  await user.type(screen.getByLabelText('Confirme a senha'), v.confirm);
  await user.click(screen.getByLabelText(/Li e aceito os termos/));
  await user.click(screen.getByLabelText(/Tenho 18 anos ou mais/));
}

describe('signup with a phone or e-mail already registered', { timeout: 30_000 }, () => {
  it('says the phone has an account, with links to log in (phone filled in) and to recover access', async () => {
    const { user, router } = renderApp('/signup');
    await fillSignup(user, { phone: DEMO.buyer.phone });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Este telefone já tem uma conta.');
    expect(screen.queryByText('Número de telefone inválido')).toBeNull();
    expect(screen.getByLabelText('Telefone')).toHaveClass('is-invalid');
    expect(within(alert).getByRole('link', { name: 'Recuperar acesso' })).toHaveAttribute('href', '/recovery-access');
    await user.click(within(alert).getByRole('link', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByLabelText('Telefone', {}, SLOW)).toHaveValue('(11) 9-8765-4321');
  });

  it('says the e-mail has an account; recovery opens with that e-mail filled in', async () => {
    const buyer = db().users.find((u) => u.phone === DEMO.buyer.phone)!;
    const { user, router } = renderApp('/signup');
    await fillSignup(user, { email: buyer.email });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Este e-mail já tem uma conta.');
    expect(screen.queryByText('Informe um e-mail válido')).toBeNull();
    await user.click(within(alert).getByRole('link', { name: 'Recuperar acesso' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recovery-access'));
    expect(await screen.findByLabelText('Telefone ou e-mail', {}, SLOW)).toHaveValue(buyer.email);
  });
});

describe('signup steps and the login that follows', { timeout: 30_000 }, () => {
  it('the indicator marks step 3 (Validação) on the code step, and login opens with the new phone', async () => {
    const { user, router } = renderApp('/signup');
    const steps = await screen.findByRole('navigation', { name: 'Etapas do cadastro' }, SLOW);
    expect(within(steps).getByText('Olá').closest('li')).toHaveAttribute('aria-current', 'step');
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await screen.findByLabelText('Código de verificação', {}, SLOW);
    expect(within(steps).getByText('Validação').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/Etapa 3 de 3/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de verificação'), db().codes.find((c) => c.key === 'signup:11955554444')!.code);
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), SLOW);
    expect(await screen.findByLabelText('Telefone', {}, SLOW)).toHaveValue('(11) 9-5555-4444');
  });
});

describe('recovery', () => {
  it('opens with the phone typed at the login step', async () => {
    const { user, router } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Telefone', {}, SLOW), DEMO.buyer.phone);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recovery-access'));
    expect(await screen.findByLabelText('Telefone ou e-mail', {}, SLOW)).toHaveValue(DEMO.buyer.phone);
  });

  it('says whether it read the contact as a phone or an e-mail, and where the code went', async () => {
    const { user } = renderApp('/recovery-access');
    const field = await screen.findByLabelText('Telefone ou e-mail', {}, SLOW);
    await user.type(field, DEMO.buyer.phone);
    expect(screen.getByText('Lido como celular: enviaremos o código por SMS.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '(11) 98765-4321');
    expect(screen.getByText('Lido como e-mail: enviaremos o código para este e-mail.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, DEMO.buyer.phone);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Informe o código de 6 caracteres que enviamos por SMS para (11) 9-8765-4321.', {}, SLOW)).toBeInTheDocument();
  });
});

describe('the password checklist is the rule enforced', { timeout: 30_000 }, () => {
  it('signup refuses "abcdef" under the Moderate checklist, in the form', async () => {
    const { user } = renderApp('/signup');
    await fillSignup(user, { password: 'abcdef', confirm: 'abcdef' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Sua senha não atende os requisitos')).toBeInTheDocument();
    expect(screen.getByText('Pelo menos 8 caracteres')).toBeInTheDocument();
    expect(screen.queryByLabelText('Código de verificação')).toBeNull();
  });

  it('the simulated API refuses "abcdef" too (field name password), and a new password "abcdef" in recovery', async () => {
    expect(await signup({ ...NEW_ACCOUNT, password: 'abcdef' })).toBe('password');
    expect(await signup(NEW_ACCOUNT)).toBe('success');
  });

  it('recovery shows the same checklist and refuses a password that misses it', async () => {
    const { user } = renderApp('/recovery-access');
    await user.type(await screen.findByLabelText('Telefone ou e-mail', {}, SLOW), DEMO.buyer.phone);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const u = db().users.find((x) => x.phone === DEMO.buyer.phone)!;
    await user.type(await screen.findByLabelText('Código de verificação', {}, SLOW), db().codes.find((c) => c.key === `recovery:${u.id}`)!.code);
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    await user.type(await screen.findByLabelText('Nova senha', {}, SLOW), 'abcdef');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'abcdef');
    expect(screen.getByText('Pelo menos 8 caracteres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Sua senha não atende os requisitos')).toBeInTheDocument();
    expect(u.password).toBe(DEMO.buyer.password);
  });
});

describe('the simulated API answers a distinct code for an account already in use', () => {
  it('phone: SIGNUP_PHONE_IN_USE; e-mail (any case): SIGNUP_EMAIL_IN_USE', async () => {
    const buyer = db().users.find((u) => u.phone === DEMO.buyer.phone)!;
    expect(await signup({ ...NEW_ACCOUNT, phone: DEMO.buyer.phone })).toBe('SIGNUP_PHONE_IN_USE');
    expect(await signup({ ...NEW_ACCOUNT, email: buyer.email.toUpperCase() })).toBe('SIGNUP_EMAIL_IN_USE');
  });
});
