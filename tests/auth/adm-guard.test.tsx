import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { server } from '@pecaja/simulated-api/node';
import { takeLoginCallback } from '@/lib/login-callback';
import { renderApp } from '../support/render';
import { loginAs } from '../support/session';

describe('/adm guard', () => {
  it('sends a visitor to /auth with a stored return to /adm/dashboard', async () => {
    const { router } = renderApp('/adm/productList');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(takeLoginCallback()).toEqual({ path: '/adm/dashboard' });
  });

  it('lets an unsubscribed user reach only the dashboard and the statement', async () => {
    loginAs('buyer');
    const { router } = renderApp('/adm/subscription/statement');
    expect(await screen.findByRole('navigation', { name: 'Menu do painel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adm/subscription/statement');
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toContain('/adm/dashboard');
    expect(links).toContain('/adm/subscription/statement');
    expect(links).not.toContain('/adm/productCreate');
    await act(() => router.navigate('/adm/productList'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('gives a subscriber the products, sales and advertising menus', async () => {
    loginAs('subscriber');
    renderApp('/adm/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Menu do painel' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining(['/adm/dashboard', '/adm/subscription/statement', '/adm/productCreate', '/adm/productList', '/adm/engagement']),
    );
    // Advertising menu from GET /user-status: the demo subscriber has no banner package -> subscribe.
    await waitFor(() => expect(Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toContain('/ads/subscribe'));
    expect(links).not.toContain('/adm/paymentOrder');
  });

  it('gives a manager only payment orders and reports, plus logout', async () => {
    loginAs('manager');
    renderApp('/adm/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Menu do painel' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/adm/dashboard', '/adm/paymentOrder', '/adm/report/subscriptions']);
    expect(screen.getAllByRole('button', { name: 'Sair' }).length).toBeGreaterThan(0);
  });

  it.each([
    ['subscriber', '/adm/paymentOrder'],
    ['subscriber', '/adm/report/subscriptions'],
    ['manager', '/adm/subscription/statement'],
    ['manager', '/adm/ads-list'],
    ['manager', '/adm/ads-create'],
    ['manager', '/adm/ads-statement'],
    ['manager', '/adm/productCreate'],
  ] as const)('a %s on %s sees the dashboard with a message: no call, no logout, no return target', async (role, path) => {
    loginAs(role);
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
    const { router } = renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Essa página não faz parte do seu perfil. Você está no painel.');
    expect(router.state.location.pathname).toBe('/adm/dashboard');
    expect(Cookies.get('jwtToken')).toBeDefined();
    expect(localStorage.getItem('login-callback')).toBeNull();
    // The page of the other role never asked the server (the call would answer 401 and log out);
    // the dashboard this role lands on makes its own calls.
    const otherRolesCalls = role === 'manager' ? /subscriptions-user|ads-list|ads-user|products-adm/ : /manager-subscription-page|manager-report/;
    expect(calls.filter((c) => otherRolesCalls.test(c))).toEqual([]);
    server.events.removeAllListeners();
    // The message belongs to that one redirect: the next page has none.
    await act(() => router.navigate('/adm/dashboard'));
    expect(screen.queryByText('Essa página não faz parte do seu perfil. Você está no painel.')).not.toBeInTheDocument();
  });

  it.each([
    ['subscriber', '/adm/PaymentOrder'],
    ['subscriber', '/adm/Report/Subscriptions'],
    ['subscriber', '/adm//paymentOrder'],
    ['subscriber', '/ADM/paymentOrder'],
    ['buyer', '/adm/PaymentOrder'],
    ['buyer', '/adm/Report/Subscriptions'],
  ] as const)("a %s on %s, the manager's page spelled otherwise, never opens it: no manager call, still logged in", async (role, path) => {
    loginAs(role);
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
    const { router } = renderApp(path);
    // A subscriber lands on the dashboard with the message; a buyer is asked to log in as for any page not theirs.
    await waitFor(() => expect(router.state.location.pathname).toBe(role === 'buyer' ? '/auth' : '/adm/dashboard'));
    if (role === 'subscriber') expect(await screen.findByRole('alert')).toHaveTextContent('Essa página não faz parte do seu perfil. Você está no painel.');
    expect(calls.filter((c) => /manager-subscription-page|manager-report/.test(c))).toEqual([]);
    expect(Cookies.get('jwtToken')).toBeDefined();
    server.events.removeAllListeners();
  });

  it.each([
    ['/adm/PaymentOrder?status=WAITING', '/adm/paymentOrder', 'Ordens de pagamento'],
    ['/adm//paymentOrder', '/adm/paymentOrder', 'Ordens de pagamento'],
    ['/adm/Report/Subscriptions', '/adm/report/subscriptions', 'Relatório de assinaturas'],
  ])('a manager on %s opens %s, in its own spelling', async (path, route, heading) => {
    loginAs('manager');
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
    if (path.includes('?')) expect(router.state.location.search).toBe('?status=WAITING');
  });

  it('an admin path the role table does not know opens for no one: the dashboard, with the message', async () => {
    loginAs('manager');
    const { router } = renderApp('/adm/unknownPage');
    expect(await screen.findByRole('alert')).toHaveTextContent('Essa página não faz parte do seu perfil. Você está no painel.');
    expect(router.state.location.pathname).toBe('/adm/dashboard');
  });

  it('another /adm page opened right after logout, before the home has shown, still asks to log in', async () => {
    loginAs('subscriber');
    const { router } = renderApp('/adm/dashboard');
    await screen.findByRole('navigation', { name: 'Menu do painel' });
    // Sair, then at once another admin page (Back, a bookmark): the home never gets to show.
    await act(async () => {
      screen.getAllByRole('button', { name: 'Sair' })[0].click();
      await router.navigate('/adm/productList');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(Cookies.get('jwtToken')).toBeUndefined();
  });

  it('logout from the admin area goes home with no return target; a later visit to /adm still asks to log in', async () => {
    loginAs('subscriber');
    const { user, router } = renderApp('/adm/dashboard');
    await screen.findByRole('navigation', { name: 'Menu do painel' });
    await user.click(screen.getAllByRole('button', { name: 'Sair' })[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('login-callback')).toBeNull();
    expect(Cookies.get('jwtToken')).toBeUndefined();
    await act(() => router.navigate('/adm/productList'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(takeLoginCallback()).toEqual({ path: '/adm/dashboard' });
  });
});
