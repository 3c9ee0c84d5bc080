import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { QueryClient } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS, request } from '@/api/client';
import { bindAuth, noteLocation } from '@/auth/auth-provider';
import { ApiError, isAccessError } from '@/api/errors';
import { session } from '@/stores/session';
import { server } from '@pecaja/simulated-api/node';
import { watchRequests } from '../support/requests';
import { fakeToken } from '../support/session';

const future = Math.floor(Date.now() / 1000) + 3600;

describe('api client', () => {
  it('sends the bearer token when the jwtToken cookie exists', async () => {
    let auth: string | null = 'unset';
    server.use(http.get('/api/echo', ({ request: r }) => ((auth = r.headers.get('Authorization')), HttpResponse.json({ success: true, response: 'ok' }))));
    const token = fakeToken({ username: 'Maria', exp: future });
    session.login(token, '11987654321');
    await request({ url: '/echo' }, z.string());
    expect(auth).toBe(`Bearer ${token}`);
  });

  it('sends no Authorization header without a session', async () => {
    let auth: string | null = 'unset';
    server.use(http.get('/api/echo', ({ request: r }) => ((auth = r.headers.get('Authorization')), HttpResponse.json({ success: true, response: 'ok' }))));
    await request({ url: '/echo' }, z.string());
    expect(auth).toBeNull();
  });

  it("rethrows the server's body as one typed error", async () => {
    const body = { success: false, response: 'PAYMENT_ORDER_DUPLICATE', error: { invalid: ['barcode'] } };
    server.use(http.post('/api/fail', () => HttpResponse.json(body, { status: 400 })));
    const error = await request({ method: 'POST', url: '/fail' }, z.string()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'PAYMENT_ORDER_DUPLICATE', body });
    expect((error as ApiError).field('error')).toEqual({ invalid: ['barcode'] });
  });

  it('treats success false on a 200 as an error carrying the message', async () => {
    server.use(http.get('/api/refused', () => HttpResponse.json({ success: false, response: 'RECOVERY_WRONG_DATA' })));
    await expect(request({ url: '/refused' }, z.string())).rejects.toMatchObject({ kind: 'refused', code: 'RECOVERY_WRONG_DATA' });
  });

  it('rejects a reply that does not match the contract', async () => {
    server.use(http.get('/api/shape', () => HttpResponse.json({ success: true, response: null })));
    await expect(request({ url: '/shape' }, z.array(z.string()))).rejects.toMatchObject({ kind: 'contract', code: 'BAD_RESPONSE' });
    server.use(http.get('/api/html', () => new HttpResponse('<html>oops</html>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    await expect(request({ url: '/html' }, z.string())).rejects.toMatchObject({ kind: 'http', status: 500, code: 'HTTP_500' });
  });

  it('reports a network error', async () => {
    server.use(http.get('/api/down', () => HttpResponse.error()));
    await expect(request({ url: '/down' }, z.string())).rejects.toMatchObject({ kind: 'network', status: null });
  });

  it('ends a call with no answer as a timeout error', async () => {
    server.use(
      http.get('/api/slow', async () => {
        await delay(20000);
        return HttpResponse.json({ success: true, response: 'late' });
      }),
    );
    await expect(request({ url: '/slow' }, z.string(), { timeoutMs: 200 })).rejects.toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });
  });

  it('without a timeout of its own a call ends as a timeout after REQUEST_TIMEOUT_MS (15 s), not before', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    server.use(http.get('/api/hang', () => delay('infinite')));
    // The fake clock moves the request timeout (tests/setup.ts runs it on the global timer).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let ended = false;
      const call = request({ url: '/hang' }, z.string()).catch((e: unknown) => e);
      void call.then(() => (ended = true));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(ended).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await call).toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a call the caller stops (its own signal) as cancelled, and one in flight when the connection drops as offline', async () => {
    server.use(http.get('/api/hang', () => delay('infinite')));
    const controller = new AbortController();
    const cancelled = request({ url: '/hang', signal: controller.signal }, z.string()).catch((e: unknown) => e);
    controller.abort();
    expect(await cancelled).toMatchObject({ kind: 'network', code: 'CANCELLED' });
    const requests = watchRequests();
    const dropped = request({ url: '/hang' }, z.string()).catch((e: unknown) => e);
    // The call has reached the server (it is in flight) when the connection drops.
    await vi.waitFor(() => expect(requests.count('GET', '/hang')).toBe(1));
    window.dispatchEvent(new Event('offline'));
    expect(await dropped).toMatchObject({ kind: 'network', code: 'OFFLINE' });
  });

  it('without AbortSignal.any (Chrome before 116, Safari before 17.4) the timeout and a cancel still end the call', async () => {
    server.use(http.get('/api/hang', () => delay('infinite')));
    const any = AbortSignal.any;
    // @ts-expect-error -- an older browser's AbortSignal
    delete AbortSignal.any;
    expect(AbortSignal.any).toBeUndefined();
    try {
      await expect(request({ url: '/hang' }, z.string(), { timeoutMs: 200 })).rejects.toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });
      const controller = new AbortController();
      const cancelled = request({ url: '/hang', signal: controller.signal }, z.string()).catch((e: unknown) => e);
      controller.abort();
      expect(await cancelled).toMatchObject({ code: 'CANCELLED' });
      const stopped = new AbortController();
      stopped.abort();
      await expect(request({ url: '/hang', signal: stopped.signal }, z.string())).rejects.toMatchObject({ code: 'CANCELLED' });
    } finally {
      AbortSignal.any = any;
    }
  });

  /** The app as the auth module sees it once the root layout is mounted: a router's navigate, a query cache and toasts. */
  function bindApp() {
    const navigate = vi.fn();
    const off = bindAuth({ navigate, queryClient: new QueryClient(), alert: vi.fn() });
    noteLocation({ pathname: '/product/freio-1' });
    return { navigate, off };
  }

  it('hands the auth module a 401 on a call that needed a session, with or without the token', async () => {
    const { navigate, off } = bindApp();
    server.use(http.get('/api/private', () => HttpResponse.json({ success: false, response: 'ACCESS_DENIED' }, { status: 401 })));
    // The cookie is gone (the call went without a token): still a lost session, for the auth module to judge.
    await expect(request({ url: '/private' }, z.string())).rejects.toMatchObject({ status: 401, isUnauthorized: true, authenticated: false });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenLastCalledWith('/auth', { replace: true, state: { sessionEnd: 'loginRequired' } });
    noteLocation({ pathname: '/product/freio-1' });
    session.login(fakeToken({ username: 'Maria', exp: future }), '11987654321');
    await expect(request({ url: '/private' }, z.string())).rejects.toMatchObject({ status: 401, code: 'ACCESS_DENIED', authenticated: true });
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith('/auth', { replace: true, state: { sessionEnd: 'expired' } });
    off();
  });

  it("a wrong password (the login's own Basic credentials) is not a lost session", async () => {
    const { navigate, off } = bindApp();
    server.use(http.post('/api/login', () => HttpResponse.json({ success: false, response: 'Telefone ou senha incorretos' }, { status: 401 })));
    const error = await request({ method: 'POST', url: '/login', headers: { Authorization: 'Basic eDp5' } }, z.string()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, credentialCheck: true, isUnauthorized: false });
    expect(navigate).not.toHaveBeenCalled();
    off();
  });

  it('a 401 for a token logged out meanwhile is not answered: that session is over already', async () => {
    const { navigate, off } = bindApp();
    session.login(fakeToken({ username: 'Maria', exp: future }), '11987654321');
    server.use(
      http.get('/api/private', async () => {
        session.logout();
        return HttpResponse.json({ success: false, response: 'ACCESS_DENIED' }, { status: 401 });
      }),
    );
    await expect(request({ url: '/private' }, z.string())).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    off();
  });

  it('classifies 401 and 403 once, on the error', () => {
    const e = (status: number, credentialCheck = false) => new ApiError({ kind: 'http', status, code: 'X', credentialCheck });
    expect([e(401).isUnauthorized, e(401).isForbidden, e(403).isForbidden, e(403).isUnauthorized, e(401, true).isUnauthorized, e(500).isUnauthorized]).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect([isAccessError(e(401)), isAccessError(e(403)), isAccessError(e(404)), isAccessError(e(401, true)), isAccessError(new Error('x'))]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
