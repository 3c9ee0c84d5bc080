import { act, screen, waitFor } from '@testing-library/react';
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
    expect(links).toEqual(expect.arrayContaining(['/adm/dashboard', '/adm/subscription/statement', '/adm/productCreate', '/adm/productList', '/adm/engagement']));
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
});
