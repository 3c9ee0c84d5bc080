import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

describe('the free plan asks for nothing to pay with', () => {
  it("asks for no CPF or e-mail, activates at once and is not recorded as paid by 'Boleto bancário'", async () => {
    loginAs('buyer');
    const { user } = renderApp('/payment', { state: { id: 1, frequency: 'monthly' } });
    expect(await screen.findByText('Plano gratuito: nenhum pagamento é necessário.', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('CPF ou CNPJ')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ativar plano gratuito' }));
    expect(await screen.findByText('Plano livre ativado!')).toBeInTheDocument();
    const buyer = db().users.find((u) => u.phone === DEMO.buyer.phone)!;
    const sub = db().subscriptions.find((x) => x.userId === buyer.id && x.planId === 1)!;
    expect(sub).toMatchObject({ status: 'ACTIVATED', payment_method: '' });
    expect(db().paymentOrders.find((o) => o.id === sub.payment_order_id)?.payment_method).not.toBe('bank_slip');
  });
});
