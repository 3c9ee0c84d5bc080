import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import Cookies from 'js-cookie';
import { request } from '@/api/client';
import type { RouteObject } from 'react-router-dom';
import { routes } from '@/app/router';
import { takeLoginCallback } from '@/lib/login-callback';
import { server } from '@/mocks/node';
import { renderApp } from '../support/render';
import { loginAs } from '../support/session';

function Private() {
  const q = useQuery({ queryKey: ['private'], queryFn: () => request({ url: '/private' }, z.string()).then((r) => r.response) });
  return <p>{q.data ?? 'waiting'}</p>;
}

it('a 401 remembers the route with its params, logs out and goes to /auth', async () => {
  server.use(http.get('/api/private', () => HttpResponse.json({ success: false, response: 'ACCESS_DENIED' }, { status: 401 })));
  loginAs('subscriber');
  const testRoutes: RouteObject[] = [{ element: routes[0].element, children: [{ path: '/product/:url', element: <Private /> }, ...(routes[0].children ?? [])] }];
  const { router } = renderApp('/product/freio-1?foto=2', { routes: testRoutes });
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  expect(Cookies.get('jwtToken')).toBeUndefined();
  expect(takeLoginCallback()).toMatchObject({ path: '/product/freio-1?foto=2' });
  await waitFor(() => expect(screen.queryByText('waiting')).not.toBeInTheDocument());
});

it('a 401 inside /adm returns to that admin page after login, not to the dashboard', async () => {
  server.use(http.get('/api/products-adm/list', () => HttpResponse.json({ success: false, response: 'ACCESS_DENIED' }, { status: 401 })));
  loginAs('subscriber');
  const { router } = renderApp('/adm/productList?filtro=freio');
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  expect(takeLoginCallback()).toMatchObject({ path: '/adm/productList?filtro=freio' });
});
