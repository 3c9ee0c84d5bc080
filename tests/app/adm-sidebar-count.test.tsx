import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../support/render';
import { loginAs } from '../support/session';

/** The demo subscriber's requests awaiting their contact (opened or viewed). */
function awaitingOf(role: keyof typeof DEMO) {
  const s = db();
  const owner = s.users.find((u) => u.phone === DEMO[role].phone)!;
  const mine = new Set(s.products.filter((p) => p.ownerId === owner.id).map((p) => p.id));
  return s.engagements.filter((e) => mine.has(e.productId) && (e.status === 'OPENED' || e.status === 'VIEWED'));
}

type StartListener = Parameters<typeof server.events.on<'request:start'>>[1];
const listeners: StartListener[] = [];
afterEach(() => {
  for (const l of listeners.splice(0)) server.events.removeListener('request:start', l);
});

/** Counts the calls to GET /engagement-page (the simulated API still answers them). */
function countListCalls() {
  const calls = { n: 0 };
  const listener: StartListener = ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/engagement-page') calls.n++;
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return calls;
}

describe('sidebar: new interest requests', () => {
  it("shows the requests awaiting the subscriber's contact beside 'Interessados', named 'N novos'", async () => {
    const awaiting = awaitingOf('subscriber');
    expect(awaiting.length).toBeGreaterThan(1);
    loginAs('subscriber');
    renderApp('/adm/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Menu do painel' });
    const link = await within(nav).findByRole('link', { name: `Interessados ${awaiting.length} novos` });
    expect(link).toHaveAttribute('href', '/adm/engagement');
    expect(within(link).getByTestId('engagement-new-count')).toHaveTextContent(String(awaiting.length));
  });

  it('is asked once while moving between pages (cached), and follows an answer at once', async () => {
    const awaiting = awaitingOf('subscriber');
    loginAs('subscriber');
    const calls = countListCalls();
    const { router, user } = renderApp('/adm/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Menu do painel' });
    await within(nav).findByRole('link', { name: `Interessados ${awaiting.length} novos` });
    await act(() => router.navigate('/adm/productList'));
    await act(() => router.navigate('/adm/subscription/statement'));
    await act(() => router.navigate('/adm/dashboard'));
    await screen.findByRole('heading', { name: 'Painel do anunciante' });
    expect(calls.n).toBe(1);

    // Answering one request (its data sent) leaves one fewer awaiting contact.
    await act(() => router.navigate('/adm/engagement'));
    const row = await screen.findByTestId(`engagement-row-${awaiting[0].id}`);
    await user.click(within(row).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Responder ao interessado' });
    await user.click(within(dialog).getByRole('radio', { name: 'Enviar meus dados de contato ao interessado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar resposta' }));
    const name = awaiting.length - 1 === 1 ? 'Interessados 1 novo' : `Interessados ${awaiting.length - 1} novos`;
    await waitFor(() => expect(within(nav).getByRole('link', { name })).toBeInTheDocument());
  });

  it('shows no count without requests awaiting contact', async () => {
    for (const e of awaitingOf('subscriber')) e.status = 'CONTACTED';
    loginAs('subscriber');
    renderApp('/adm/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Menu do painel' });
    expect(await within(nav).findByRole('link', { name: 'Interessados' })).toBeInTheDocument();
    expect(within(nav).queryByTestId('engagement-new-count')).not.toBeInTheDocument();
  });

  it('a user without a plan has no sales menu and no count call', async () => {
    loginAs('buyer');
    const calls = countListCalls();
    renderApp('/adm/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Menu do painel' });
    expect(within(nav).queryByRole('link', { name: /Interessados/ })).not.toBeInTheDocument();
    expect(calls.n).toBe(0);
  });
});
