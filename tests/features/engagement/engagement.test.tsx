import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { toast as toasts } from '@/components/toast/toast-store';
import { DEMO } from '@pecaja/simulated-api/seed';
import type { EngagementStatus } from '@pecaja/simulated-api/types';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

function seeded(status: EngagementStatus) {
  const s = db();
  const owner = s.users.find((u) => u.phone === DEMO.subscriber.phone)!;
  const mine = new Set(s.products.filter((p) => p.ownerId === owner.id).map((p) => p.id));
  const e = s.engagements.find((x) => mine.has(x.productId) && x.status === status)!;
  return { e, buyer: s.users.find((u) => u.id === e.buyerId)!, product: s.products.find((p) => p.id === e.productId)! };
}

async function openRow(user: ReturnType<typeof renderApp>['user'], id: number) {
  const row = await screen.findByTestId(`engagement-row-${id}`, {}, { timeout: 5000 });
  await user.click(within(row).getByRole('button'));
  return screen.findByRole('dialog', { name: 'Responder ao interessado' });
}

describe('engagement list /adm/engagement', () => {
  it('lists interested name, part, relative date and status; CONTACTED is highlighted; SOLD and CLOSED are not clickable', async () => {
    loginAs('subscriber');
    renderApp('/adm/engagement');
    expect(await screen.findByRole('columnheader', { name: 'Interessado' }, { timeout: 5000 })).toBeInTheDocument();
    for (const h of ['Peça', 'Data', 'Status']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    const opened = seeded('OPENED');
    const openedRow = screen.getByTestId(`engagement-row-${opened.e.id}`);
    expect(openedRow).toHaveTextContent(opened.buyer.name);
    expect(openedRow).toHaveTextContent(opened.product.part_name);
    expect(within(openedRow).getByText('Aguardando seu contato')).toBeInTheDocument();
    expect(screen.getAllByText('Agora').length).toBeGreaterThan(0);
    const contacted = screen.getByTestId(`engagement-row-${seeded('CONTACTED').e.id}`);
    expect(contacted).toHaveClass('table-danger');
    for (const status of ['SOLD', 'CLOSED'] as const) {
      const row = screen.getByTestId(`engagement-row-${seeded(status).e.id}`);
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(within(screen.getByTestId(`engagement-row-${seeded('CLOSED').e.id}`)).getByText('Encerrado')).toBeInTheDocument();
  });

  it('empty list shows the empty-list message', async () => {
    loginAs('subscriber');
    server.use(http.get('/api/engagement-page', () => HttpResponse.json({ success: true, response: [] })));
    renderApp('/adm/engagement');
    expect(await screen.findByText('Ainda não há dados para exibir neste momento.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('OPENED offers SEND_USER_DATA and NO_NEGOTIATION; submit stays disabled until a choice; success replaces the list', async () => {
    loginAs('subscriber');
    const { e } = seeded('OPENED');
    const { user } = renderApp('/adm/engagement');
    const dialog = await openRow(user, e.id);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['SEND_USER_DATA', 'NO_NEGOTIATION']);
    const submit = within(dialog).getByRole('button', { name: 'Enviar resposta' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Enviar meus dados de contato ao interessado'));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Seus dados de contato foram enviados ao interessado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId(`engagement-row-${e.id}`)).toHaveClass('table-danger'));
    expect(db().engagements.find((x) => x.id === e.id)!.status).toBe('CONTACTED');
  });

  it('CONTACTED offers SOLD_CAR_PART (with a clamped quantity) and NO_NEGOTIATION; selling lowers the stock', async () => {
    loginAs('subscriber');
    const { e, product } = seeded('CONTACTED');
    expect(e.quantity).toBe(3);
    product.quantity = 10;
    const { user } = renderApp('/adm/engagement');
    const dialog = await openRow(user, e.id);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['SOLD_CAR_PART', 'NO_NEGOTIATION']);
    expect(within(dialog).queryByLabelText('Quantidade vendida')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('A peça foi vendida'));
    const qty = within(dialog).getByLabelText('Quantidade vendida');
    expect(qty).toHaveValue(1);
    expect(within(dialog).getByRole('button', { name: 'Diminuir quantidade vendida' })).toBeDisabled();
    const plus = within(dialog).getByRole('button', { name: 'Aumentar quantidade vendida' });
    await user.click(plus);
    await user.click(plus);
    expect(qty).toHaveValue(3);
    expect(plus).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Venda registrada com sucesso! O estoque foi atualizado.')).toBeInTheDocument();
    expect(db().engagements.find((x) => x.id === e.id)!.status).toBe('SOLD');
    expect(db().products.find((p) => p.id === product.id)!.quantity).toBe(7);
    await waitFor(() => expect(within(screen.getByTestId(`engagement-row-${e.id}`)).queryByRole('button')).not.toBeInTheDocument());
  });

  it('failure shows a 7 s danger toast titled with the part name; 401 opens the login, which asks to log in again', async () => {
    loginAs('subscriber');
    const { e, product } = seeded('VIEWED');
    server.use(http.post('/api/engagement-page-answer', () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 })));
    const { user, router } = renderApp('/adm/engagement');
    const dialog = await openRow(user, e.id);
    await user.click(within(dialog).getByLabelText('Não houve negociação'));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar resposta' }));
    const toast = await screen.findByTestId('toast-danger');
    expect(toast).toHaveTextContent(product.part_name);
    expect(toast).toHaveTextContent('Não foi possível enviar a sua resposta neste momento');

    server.use(http.post('/api/engagement-page-answer', () => HttpResponse.json({ success: false, response: 'ACCESS_DENIED' }, { status: 401 })));
    act(() => toasts.clear());
    await user.click(within(dialog).getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sua sessão expirou. Entre novamente para continuar.');
    // One message, on the login page: no error toast of the dialog beside it.
    expect(screen.queryByTestId('toast-danger')).not.toBeInTheDocument();
  });

  it('a buyer interest created on the public site shows up in the list', async () => {
    loginAs('subscriber');
    const s = db();
    const owner = s.users.find((u) => u.phone === DEMO.subscriber.phone)!;
    const buyer = s.users.find((u) => u.phone === DEMO.buyer.phone)!;
    const product = s.products.find((p) => p.ownerId === owner.id)!;
    s.engagements.push({
      id: 999999,
      productId: product.id,
      buyerId: buyer.id,
      status: 'OPENED',
      date: new Date().toISOString(),
      quantity: 1,
      contactPreference: 'CALL',
    });
    renderApp('/adm/engagement');
    const row = await screen.findByTestId('engagement-row-999999', {}, { timeout: 5000 });
    expect(row).toHaveTextContent(buyer.name);
    expect(row).toHaveTextContent('Agora');
  });
});
