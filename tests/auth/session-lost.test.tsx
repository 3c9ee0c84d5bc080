import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import Cookies from 'js-cookie';
import { request } from '@/api/client';
import type { RouteObject } from 'react-router-dom';
import { buildRoutes } from '@/app/router';
import { takeLoginCallback } from '@/lib/login-callback';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../support/render';
import { loginAs } from '../support/session';

/** The app's root route (its layout and pages), for tests that add a page of their own beside them. */
const [root] = buildRoutes();

function Private() {
  const q = useQuery({ queryKey: ['private'], queryFn: () => request({ url: '/private' }, z.string()).then((r) => r.response) });
  return <p>{q.data ?? 'waiting'}</p>;
}

it('a 401 remembers the route with its params, logs out and goes to /auth', async () => {
  server.use(http.get('/api/private', () => HttpResponse.json({ success: false, response: 'ACCESS_DENIED' }, { status: 401 })));
  loginAs('subscriber');
  const testRoutes: RouteObject[] = [{ element: root.element, children: [{ path: '/product/:url', element: <Private /> }, ...(root.children ?? [])] }];
  const { router } = renderApp('/product/freio-1?foto=2', { routes: testRoutes });
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  expect(Cookies.get('jwtToken')).toBeUndefined();
  expect(takeLoginCallback()).toMatchObject({ path: '/product/freio-1?foto=2' });
  await waitFor(() => expect(screen.queryByText('waiting')).not.toBeInTheDocument());
});

type AppUser = ReturnType<typeof renderApp>['user'];

/** Logs in through the /auth screen, as a person would. */
async function loginOnScreen(user: AppUser, role: keyof typeof DEMO) {
  await user.type(await screen.findByLabelText('Telefone'), DEMO[role].phone);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.type(await screen.findByLabelText('Senha'), DEMO[role].password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

it('a 401 inside /adm: the login says why, and logging in again returns to that admin page with its search', async () => {
  let refuse = true;
  server.use(
    http.get('/api/products-adm/list', ({ request: r }) =>
      refuse && r.headers.get('Authorization') ? HttpResponse.json({ success: false, response: 'ACCESS_DENIED' }, { status: 401 }) : undefined,
    ),
  );
  loginAs('subscriber');
  const { router, user } = renderApp('/adm/productList?filtro=freio');
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  expect(Cookies.get('jwtToken')).toBeUndefined();
  expect(await screen.findByRole('alert')).toHaveTextContent('Sua sessão expirou. Entre novamente para continuar.');
  refuse = false;
  await loginOnScreen(user, 'subscriber');
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/adm/productList?filtro=freio'));
  expect(await screen.findByRole('heading', { name: 'Meus produtos' })).toBeInTheDocument();
  expect(Cookies.get('jwtToken')).toBeDefined();
});

it('a stored page of another role (a subscriber, /adm/paymentOrder) is checked after login: the dashboard, still logged in', async () => {
  localStorage.setItem('login-callback', JSON.stringify({ path: '/adm/paymentOrder' }));
  const { router, user } = renderApp('/auth');
  await loginOnScreen(user, 'subscriber');
  await waitFor(() => expect(router.state.location.pathname).toBe('/adm/dashboard'));
  expect(await screen.findByRole('navigation', { name: 'Menu do painel' })).toBeInTheDocument();
  expect(Cookies.get('jwtToken')).toBeDefined();
  expect(localStorage.getItem('login-callback')).toBeNull();
});

it('a page that answers 401 right after the login that returned to it is not stored again: no login -> 401 cycle', async () => {
  // This page refuses the account whatever its token (a server-side role the client cannot know).
  server.use(http.get('/api/private', () => HttpResponse.json({ success: false, response: 'ACCESS_DENIED' }, { status: 401 })));
  loginAs('buyer');
  const testRoutes: RouteObject[] = [{ element: root.element, children: [{ path: '/product/:url', element: <Private /> }, ...(root.children ?? [])] }];
  const { router, user } = renderApp('/product/freio-1?foto=2', { routes: testRoutes });
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  await loginOnScreen(user, 'buyer');
  // The login returns to the page once; it answers 401 again at once.
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  // A decision is stored (so no default replaces it), and it returns nowhere.
  expect(JSON.parse(localStorage.getItem('login-callback')!)).toEqual({ path: null });
  // The next login does not go back there: it ends on the home page, logged in.
  await loginOnScreen(user, 'buyer');
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
  expect(Cookies.get('jwtToken')).toBeDefined();
});

it('a 403 from any query goes to the plans page with a message, once', async () => {
  server.use(http.get('/api/private', () => HttpResponse.json({ success: false, response: 'SUBSCRIPTION_REQUIRED' }, { status: 403 })));
  loginAs('subscriber');
  const testRoutes: RouteObject[] = [
    {
      element: root.element,
      children: [
        {
          path: '/product/:url',
          element: (
            <>
              <Private />
              <Private />
            </>
          ),
        },
        ...(root.children ?? []),
      ],
    },
  ];
  const { router } = renderApp('/product/freio-1', { routes: testRoutes });
  await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  expect(await screen.findByTestId('toast-danger')).toHaveTextContent('Esta área precisa de uma assinatura ativa. Escolha um plano para continuar.');
  expect(screen.getAllByTestId('toast-danger')).toHaveLength(1);
  expect(Cookies.get('jwtToken')).toBeDefined();
});

it('calls still in flight when the first 401 ended the session do not replace its reason before the login opens', async () => {
  let secondAnswered = false;
  server.use(
    http.get('/api/private-first', () => HttpResponse.json({ success: false, response: 'ACCESS_DENIED' }, { status: 401 })),
    http.get('/api/private-second', async () => {
      await new Promise((r) => setTimeout(r, 30));
      secondAnswered = true;
      return HttpResponse.json({ success: false, response: 'ACCESS_DENIED' }, { status: 401 });
    }),
  );
  function TwoCalls() {
    const [send, setSend] = useState(false);
    useQuery({ queryKey: ['first'], enabled: send, queryFn: () => request({ url: '/private-first' }, z.string()).then((r) => r.response) });
    useQuery({ queryKey: ['second'], enabled: send, queryFn: () => request({ url: '/private-second' }, z.string()).then((r) => r.response) });
    return (
      <button type="button" onClick={() => setSend(true)}>
        Enviar
      </button>
    );
  }
  loginAs('subscriber');
  const testRoutes: RouteObject[] = [{ element: root.element, children: [{ path: '/product/:url', element: <TwoCalls /> }, ...(root.children ?? [])] }];
  const { router, user } = renderApp('/product/freio-1', { routes: testRoutes });
  const send = await screen.findByRole('button', { name: 'Enviar' });
  // The cookie goes while the page is open (another tab logged out, or it expired): both calls go without it.
  Cookies.remove('jwtToken');
  await user.click(send);
  // waitFor, not a bare await: the login page renders meanwhile, and its updates must happen inside act.
  await waitFor(() => expect(secondAnswered).toBe(true));
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sua sessão expirou. Entre novamente para continuar.');
  expect(router.state.location.state).toEqual({ sessionEnd: 'expired' });
});
