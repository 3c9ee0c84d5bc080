import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

/**
 * The filter box of the advertiser's list while its own address writes land late: the router
 * renders each write in a transition, so a write can land after later keys were typed. The box
 * keeps every key; only another navigation (a link, Back) puts the address's text in it.
 */
describe('product list filter while typing', () => {
  function holdNavigations(router: ReturnType<typeof renderApp>['router']) {
    const navigate = router.navigate.bind(router);
    const held: Array<() => Promise<void>> = [];
    router.navigate = ((...args: Parameters<typeof navigate>) => {
      held.push(() => navigate(...args));
      return Promise.resolve();
    }) as typeof router.navigate;
    return {
      /** Lets the held navigations land, oldest first. */
      async release(count = held.length) {
        for (const go of held.splice(0, count)) await act(go);
      },
      restore() {
        router.navigate = navigate as typeof router.navigate;
      },
    };
  }

  it('keeps every key when its own address writes land after later keys', { timeout: 40_000 }, async () => {
    loginAs('subscriber');
    const { user, router } = renderApp('/adm/productList');
    const box = (await screen.findByLabelText('Filtrar produtos', {}, { timeout: 10_000 })) as HTMLInputElement;
    const held = holdNavigations(router);

    await user.type(box, 'fa');
    await user.clear(box);
    await user.type(box, 'amo');
    // The first writes ('f', 'fa', '') land while the box already says 'amo'.
    await held.release(3);
    expect(box).toHaveValue('amo');
    await user.type(box, 'rtecedor');
    await held.release(2);
    expect(box).toHaveValue('amortecedor');
    await held.release();
    expect(box).toHaveValue('amortecedor');
    expect(router.state.location.search).toBe('?q=amortecedor');
    held.restore();
  });

  it('a link to the list with another text puts that text in the box', { timeout: 40_000 }, async () => {
    loginAs('subscriber');
    const { user, router } = renderApp('/adm/productList');
    const box = (await screen.findByLabelText('Filtrar produtos', {}, { timeout: 10_000 })) as HTMLInputElement;
    await user.type(box, 'freio');
    await waitFor(() => expect(router.state.location.search).toBe('?q=freio'));
    await act(() => router.navigate('/adm/productList?q=vela'));
    expect(box).toHaveValue('vela');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box).toHaveValue('freio'));
  });
});
