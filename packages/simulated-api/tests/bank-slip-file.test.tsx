import { screen, waitFor, within } from '@testing-library/react';
import { createBankSlip } from '@/features/manager/api/manager';
import { todayIso } from '@/lib/validation';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import type { Subscription } from '@pecaja/simulated-api/types';
import { renderApp } from '../../../tests/support/render';
import { loginAs } from '../../../tests/support/session';

const SLOW = { timeout: 8000 };
const PDF_TEXT = '%PDF-1.4\n% boleto registrado pelo gestor\n';

/** A waiting Basic request of the buyer with its payment order (no slip yet). */
function waitingRequest(): Subscription {
  const s = db();
  const buyer = s.users.find((u) => u.phone === DEMO.buyer.phone)!;
  const orderId = ++s.seq;
  const sub: Subscription = {
    id: ++s.seq,
    userId: buyer.id,
    kind: 'plan',
    planId: 2,
    frequency: 'monthly',
    status: 'WAITING',
    createdAt: new Date().toISOString(),
    expires: new Date(Date.now() + 5 * 86400000).toISOString(),
    payment_method: 'bank_slip',
    amount: 49.9,
    discount: 0,
    email: 'x@exemplo.com.br',
    identification: '12345678909',
    bi_status: null,
    payment_order_id: orderId,
  };
  s.subscriptions.push(sub);
  s.paymentOrders.push({
    id: orderId,
    subscriptionId: sub.id,
    userId: buyer.id,
    status: 'WAITING',
    amount: 49.9,
    description: 'Basic',
    payment_method: 'bank_slip',
    expires: sub.expires,
    createdAt: sub.createdAt,
    bankSlip: null,
  });
  return sub;
}

async function registerSlip(sub: Subscription) {
  loginAs('manager');
  const file = new File([PDF_TEXT], 'boleto.pdf', { type: 'application/pdf' });
  await createBankSlip({
    payment_order: sub.payment_order_id!,
    due_date: todayIso(),
    our_number: '12345678901',
    barcode: '23790504004199000000000000000000100000000000000',
    file,
  });
}

/** jsdom's Blob has no text(): read it as the browser would with a FileReader. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function captureTabs() {
  const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const blobs = new Map<string, Blob>();
  const created = vi.fn((b: Blob) => {
    const url = `blob:${location.origin}/${blobs.size + 1}`;
    blobs.set(url, b);
    return url;
  });
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = created;
  URL.revokeObjectURL = vi.fn();
  return {
    tab,
    blobs,
    restore: () => {
      open.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}

describe('a registered bank slip is served', () => {
  it("the subscriber's 'Baixar boleto' opens the PDF the manager registered (not a 'Página não encontrada' tab)", async () => {
    const sub = waitingRequest();
    await registerSlip(sub);
    loginAs('buyer');
    const tabs = captureTabs();
    const { user } = renderApp('/adm/subscription/statement');
    const group = await screen.findByRole('group', { name: 'Ações do boleto do plano Bronze' }, SLOW);
    await user.click(within(group).getByRole('button', { name: 'Baixar boleto' }));
    await waitFor(() => expect(tabs.tab.location.href).toMatch(/^blob:/));
    const blob = tabs.blobs.get(tabs.tab.location.href)!;
    expect(blob.type).toBe('application/pdf');
    expect(await textOf(blob)).toBe(PDF_TEXT);
    tabs.restore();
  });

  it("the manager's PDF link opens the same file", async () => {
    const sub = waitingRequest();
    await registerSlip(sub);
    const tabs = captureTabs();
    const { user } = renderApp(`/adm/paymentOrder?user=${sub.payment_order_id}`);
    const item = await screen.findByRole('listitem', { name: `Ordem nº ${sub.payment_order_id}` }, SLOW);
    await user.click(within(item).getByRole('link', { name: `Abrir PDF do boleto da ordem nº ${sub.payment_order_id}` }));
    await waitFor(() => expect(tabs.tab.location.href).toMatch(/^blob:/));
    expect(await textOf(tabs.blobs.get(tabs.tab.location.href)!)).toBe(PDF_TEXT);
    tabs.restore();
  });

  it('the simulated API serves the upload with its PDF type', async () => {
    const sub = waitingRequest();
    await registerSlip(sub);
    const url = db().paymentOrders.find((o) => o.id === sub.payment_order_id)!.bankSlip!.url;
    const res = await fetch(new URL(url, location.origin));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(await res.text()).toBe(PDF_TEXT);
  });
});
