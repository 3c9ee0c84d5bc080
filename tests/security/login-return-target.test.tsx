import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@/app/query-client';
import { createRouter } from '@/app/router';
import { vi } from 'vitest';
import { storeLoginCallback, takeLoginCallback } from '@/lib/login-callback';
import { storageKeys } from '@/lib/storage-keys';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderRouter } from '../support/render';

vi.mock('@/lib/browser-actions', () => ({ reloadPage: vi.fn(), printPage: vi.fn() }));

/** Return targets an attacker could plant (issue 8): none may take the user off the site. */
const EVIL = ['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)'];

describe('a login return target never leaves the site', () => {
  it.each(EVIL)('storeLoginCallback(%j) stores nothing', (target) => {
    storeLoginCallback(target, { from: 'attacker' });
    expect(localStorage.getItem(storageKeys.loginCallback)).toBeNull();
    expect(takeLoginCallback()).toBeNull();
  });

  it.each(EVIL)('takeLoginCallback ignores %j planted in storage, as JSON and as a plain string', (target) => {
    localStorage.setItem(storageKeys.loginCallback, JSON.stringify({ path: target, state: { x: 1 } }));
    expect(takeLoginCallback()).toBeNull();
    expect(localStorage.getItem(storageKeys.loginCallback)).toBeNull();
    localStorage.setItem(storageKeys.loginCallback, target);
    expect(takeLoginCallback()).toBeNull();
  });

  it.each(EVIL)('a real login with %j planted as the return target ends on /home of this site, in the real address bar', async (target) => {
    // A browser router: navigation moves window.location, as in the browser (a memory router never does).
    window.history.replaceState(null, '', '/auth');
    const origin = window.location.origin;
    localStorage.setItem(storageKeys.loginCallback, JSON.stringify({ path: target }));
    // The app's own browser router, built as the entry builds it (loaders included).
    const queryClient = createQueryClient();
    const router = createRouter(queryClient);
    const user = userEvent.setup();
    const visited: string[] = [];
    const stop = router.subscribe(() => visited.push(window.location.href));
    renderRouter(router, queryClient);
    await user.type(await screen.findByLabelText('Telefone'), DEMO.buyer.phone);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Senha'), DEMO.buyer.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(window.location.pathname).toBe('/home'), { timeout: 5000 });
    stop();
    router.dispose();
    expect(window.location.href).toBe(`${origin}/home`);
    expect(visited.length).toBeGreaterThan(0);
    expect(visited.every((href) => new URL(href).origin === origin && !href.includes('evil'))).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it('an internal target still works (the guard is not just a blanket refusal)', () => {
    storeLoginCallback('/product/pastilha-1?x=1', { from: 'interest' });
    expect(takeLoginCallback()).toEqual({ path: '/product/pastilha-1?x=1', state: { from: 'interest' } });
  });
});
