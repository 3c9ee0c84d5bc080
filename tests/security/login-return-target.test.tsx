import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { storeLoginCallback, takeLoginCallback } from '@/lib/login-callback';
import { storageKeys } from '@/lib/storage-keys';
import { DEMO } from '@/mocks/seed';
import { renderApp } from '../support/render';

vi.mock('@/features/account/reload-page', () => ({ reloadPage: vi.fn() }));

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

  it.each(EVIL)('a real login with %j planted as the return target ends on /home', async (target) => {
    const before = window.location.href;
    localStorage.setItem(storageKeys.loginCallback, JSON.stringify({ path: target }));
    const { user, router } = renderApp('/auth');
    const visited: string[] = [];
    const stop = router.subscribe((state) => visited.push(`${state.location.pathname}${state.location.search}${state.location.hash}`));
    await user.type(await screen.findByLabelText('Telefone'), DEMO.buyer.phone);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Senha'), DEMO.buyer.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
    stop();
    expect(visited.every((p) => p.startsWith('/') && !p.startsWith('//') && !p.includes('evil'))).toBe(true);
    expect(window.location.href).toBe(before);
  });

  it('an internal target still works (the guard is not just a blanket refusal)', () => {
    storeLoginCallback('/product/pastilha-1?x=1', { from: 'interest' });
    expect(takeLoginCallback()).toEqual({ path: '/product/pastilha-1?x=1', state: { from: 'interest' } });
  });
});
