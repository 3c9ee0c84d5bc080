import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aPlan, aSubscription } from '@pecaja/simulated-api/builders';
import { db } from '@pecaja/simulated-api/db';
import type { User } from '@pecaja/simulated-api/types';
import { renderApp } from '../../support/render';
import { openShop } from '../../support/shop';
import { everyTestBuildsItsDb } from '../../support/own-db';

// Each test below builds its own small database: the demo data is not made for it.
everyTestBuildsItsDb();

const SLOW = { timeout: 10_000 };

// An advertiser on the Standard plan with a small shop of its own (tests/support/shop.ts), logged in.
let shop: User;
beforeEach(() => {
  shop = openShop(undefined, { subscriptions: (owner) => [aSubscription(owner, { planId: aPlan('Standard').id, amount: aPlan('Standard').monthly })] }).shop;
});

function ownedBySubscriber(): number {
  return db().products.filter((p) => p.ownerId === shop.id).length;
}
const setStandardMax = (max: number | null) => {
  db().plans.find((p) => p.name === 'Standard')!.max = max;
};
const storage = () => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } });

describe('create page at the plan maximum', () => {
  it('below the maximum the form shows and no notice', async () => {
    setStandardMax(ownedBySubscriber() + 1);
    renderApp('/adm/productCreate');
    expect(await screen.findByLabelText('Nome da peça', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Limite do plano atingido')).not.toBeInTheDocument();
  });

  it('at the maximum it explains why and links to the plans instead of the form, and the draft stays for later', async () => {
    const used = ownedBySubscriber();
    // A draft typed while the plan still allowed one more part.
    setStandardMax(used + 1);
    const first = renderApp('/adm/productCreate');
    await first.user.type(await screen.findByLabelText('Nome da peça', {}, SLOW), 'Farol esquerdo');
    // The draft is written a moment after typing stops.
    await waitFor(() => expect(storage()).toContain('Farol esquerdo'));
    cleanup();
    const saved = storage();

    setStandardMax(used);
    renderApp('/adm/productCreate');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Limite do plano atingido' }, SLOW);
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(`Seu plano permite até ${used} peças e você já tem ${used}. Para anunciar mais, mude de plano.`);
    expect(within(alert).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByLabelText('Nome da peça')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar peça' })).not.toBeInTheDocument();
    expect(storage()).toBe(saved);
    cleanup();

    // A bigger plan: the form comes back with what was typed.
    setStandardMax(used + 10);
    renderApp('/adm/productCreate');
    expect(await screen.findByLabelText('Nome da peça', {}, SLOW)).toHaveValue('Farol esquerdo');
  }, 40_000);
});
