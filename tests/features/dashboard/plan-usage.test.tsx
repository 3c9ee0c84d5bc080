import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

function ownedBy(role: keyof typeof DEMO): number {
  const owner = db().users.find((u) => u.phone === DEMO[role].phone)!;
  return db().products.filter((p) => p.ownerId === owner.id).length;
}

describe('subscriber dashboard: plan usage', () => {
  it("shows 'N de M peças' of the active plan on a progressbar in the subscription card", async () => {
    loginAs('subscriber');
    const used = ownedBy('subscriber');
    renderApp('/adm/dashboard');
    const bar = await screen.findByRole('progressbar', { name: 'Uso do plano' });
    expect(bar).toHaveAttribute('aria-valuetext', `${used} de 1.000 peças`);
    const card = screen.getByRole('heading', { name: 'Assinatura atual' }).closest('.card') as HTMLElement;
    expect(within(card).getByText(`${used} de 1.000 peças`)).toBeInTheDocument();
  });

  it('warns near the limit with a link to the plans', async () => {
    loginAs('subscriber');
    const used = ownedBy('subscriber');
    db().plans.find((p) => p.name === 'Standard')!.max = used;
    renderApp('/adm/dashboard');
    expect(await screen.findByText(`${used} de ${used} peças`)).toBeInTheDocument();
    expect(screen.getByText('Você atingiu o limite do seu plano.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/subscription');
  });
});
