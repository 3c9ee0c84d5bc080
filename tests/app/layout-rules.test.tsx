import { screen } from '@testing-library/react';
import { layoutFor } from '@/app/layout-rules';
import { renderApp } from '../support/render';
import { loginAs } from '../support/session';

// Which shell parts show on each path: [path, top bar, header, footer, subscription banner, fluid]
const table: Array<[string, boolean, boolean, boolean, boolean, boolean]> = [
  ['/', true, true, true, false, false],
  ['/home', true, true, true, false, false],
  ['/more_parts', true, true, true, false, false],
  ['/search/pastilha_de_freio', true, true, true, false, false],
  ['/product/pastilha-123', true, true, true, false, false],
  ['/about', true, true, true, false, false],
  ['/contact', true, true, true, false, false],
  ['/faq', true, true, true, false, false],
  ['/payment', true, true, true, false, false],
  ['/ads/subscribe', true, true, true, false, false],
  ['/ads/payment', true, true, true, false, false],
  ['/subscription', true, false, true, true, false],
  ['/auth', false, false, false, false, false],
  ['/auth/password', false, false, false, false, false],
  ['/signup', false, false, false, false, false],
  ['/recovery-access', false, false, false, false, false],
  ['/account/delete-account', false, false, false, false, false],
  ['/adm/dashboard', false, false, false, false, true],
  ['/adm/productList', false, false, false, false, true],
  ['/adm/subscription/statement', false, false, false, false, true],
  ['/adm/report/subscriptions', false, false, false, false, true],
];

describe('layout rules', () => {
  it.each(table)('%s: top bar %s, header %s, footer %s, banner %s, fluid %s', (path, topBar, header, footer, subscriptionBanner, fluid) => {
    expect(layoutFor(path)).toEqual({ topBar, header, footer, subscriptionBanner, fluid });
  });

  it('renders the top bar, the header tabs and the footer on the home page', async () => {
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'PeçaJá, página inicial' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    // The footer comes once the first page is drawn (a lazily loaded part).
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
  });

  it('hides top bar, header and footer on the login page', async () => {
    renderApp('/auth');
    await screen.findByRole('main');
    expect(screen.queryByRole('link', { name: 'PeçaJá, página inicial' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the banner instead of the header on /subscription', async () => {
    const { container } = renderApp('/subscription');
    await screen.findByRole('main');
    expect(container.querySelector('img.subscription-banner')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the user menu with subscriber panel, profile and logout when logged in', async () => {
    loginAs('subscriber');
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
    expect(screen.getByRole('link', { name: 'Painel do assinante' })).toHaveAttribute('href', '/adm/dashboard');
    expect(screen.getByRole('button', { name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('footer shows the server version, and 0.0.0 when it fails', async () => {
    renderApp('/about');
    expect(await screen.findByText(/Versão 1\.2\.3\.1/)).toBeInTheDocument();
  });
});
