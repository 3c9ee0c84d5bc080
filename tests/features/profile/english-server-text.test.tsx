import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/api/errors';
import { i18n, NAMESPACES } from '@/app/i18n';
import { ToastHost } from '@/components/toast/toast-host';
import { ProfileModal } from '@/features/profile/profile-modal';
import { catalogText, errorText } from '@/api/error-text';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp, renderWithProviders } from '../../support/render';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 5000 };
/** Words that give Portuguese away in a screen's text (product names and people's names aside). */
const PORTUGUESE = /\b(já|senha|incorretos?|está|conta|cobrança|mensal|anual|página|não|obrigatório|informe)\b/i;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces([...NAMESPACES]);
});
afterEach(async () => {
  // Unmount first: switching the language back re-renders whatever is still on screen.
  cleanup();
  await i18n.changeLanguage('pt');
});

describe('with an English browser no Portuguese server text reaches the screen', () => {
  it('a wrong password at login', async () => {
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Phone', {}, SLOW), DEMO.buyer.phone);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password', {}, SLOW), 'errada123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Wrong phone number or password');
    expect(alert.textContent).not.toMatch(PORTUGUESE);
  });

  it("a profile field the server refuses ('Já está em uso por outra conta')", async () => {
    const other = db().users.find((u) => u.phone === DEMO.subscriber.phone)!;
    loginAs('buyer');
    const { user } = renderWithProviders(
      <>
        <ToastHost />
        <ProfileModal show onClose={() => undefined} />
      </>,
    );
    const email = await screen.findByLabelText('E-mail', {}, SLOW);
    await user.clear(email);
    await user.type(email, other.email);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Already in use by another account', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Já está em uso por outra conta')).toBeNull();
  });

  it('the plan texts of the plans page and of the advertising plans', async () => {
    const plans = renderApp('/subscription');
    expect((await screen.findAllByText('Billed monthly', {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getByText('Free forever')).toBeInTheDocument();
    expect(screen.queryByText(/Cobrança|Grátis para sempre/)).toBeNull();
    plans.unmount();
    loginAs('subscriber');
    renderApp('/ads/subscribe');
    expect(await screen.findByText('Banner on the home page for 7 days', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/Banner na página inicial/)).toBeNull();
  });

  it('the 404 page titles the tab in English', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | PeçaJá'));
  });

  it('a known Portuguese text from a real server is shown from the catalogue', () => {
    const t = i18n.getFixedT('en', 'account');
    expect(errorText(t, new ApiError({ kind: 'refused', status: 401, code: 'Telefone ou senha incorretos' }), ['account'])).toBe(
      'Wrong phone number or password',
    );
    expect(catalogText(t, 'Já está em uso por outra conta', ['account'])).toBe('Already in use by another account');
    expect(catalogText(t, 'PRODUCT_PART_NAME_REQUIRED', ['advertiser'])).toBe('The part name is required.');
    // Words the catalogue does not know are shown as they came.
    expect(catalogText(t, 'Texto livre do servidor', ['account'])).toBe('Texto livre do servidor');
  });
});

describe('every message the simulated API can send is in the catalogue, in both languages', () => {
  const handlerDir = join('packages', 'simulated-api', 'src', 'handlers');
  const sources = [...readdirSync(handlerDir).map((f) => join(handlerDir, f)), join('packages', 'simulated-api', 'src', 'http-utils.ts')]
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const failCodes = [...sources.matchAll(/fail\(\d+, '([^']+)'/g)].map((m) => m[1]);
  const listed = [...sources.matchAll(/description: \[['`]([^'`]+)['`]\]/g)].map((m) => m[1]);
  // Code tables ({ name: 'SIGNUP_NAME_REQUIRED' }); a record's `status: 'OPENED'` is a state, not a message.
  const tables = [...sources.matchAll(/^\s+(?!status\b)\w+: '([A-Z][A-Z_]+)',?$/gm), ...sources.matchAll(/\['\w+', '([A-Z][A-Z_]+)'\]/g)].map((m) => m[1]);
  const fieldNames = new Set(['name', 'phone', 'email', 'password']);
  const codes = [...new Set([...failCodes, ...listed, ...tables])].filter((c) => !fieldNames.has(c)).sort();
  const errorsOf = (lang: string) =>
    readdirSync(join('locales', lang)).map(
      (f) => (JSON.parse(readFileSync(join('locales', lang, f), 'utf8')) as { errors?: Record<string, string> }).errors ?? {},
    );

  it('finds the codes it checks', () => {
    expect(codes).toEqual(expect.arrayContaining(['USER_WRONG_CREDENTIALS', 'PROFILE_IN_USE', 'PRODUCT_PART_NAME_REQUIRED', 'SIGNUP_PHONE_IN_USE']));
  });

  it.each(['pt', 'en'])('%s', (lang) => {
    const catalogues = errorsOf(lang);
    expect(codes.filter((c) => !/^[A-Z][A-Z0-9_]+$/.test(c))).toEqual([]);
    expect(codes.filter((c) => !catalogues.some((e) => typeof e[c] === 'string'))).toEqual([]);
  });
});
