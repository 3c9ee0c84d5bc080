import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@pecaja/simulated-api/db';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

/** A part's condition has no default: the seller says whether it is new or used. */
describe('product form: condition', () => {
  it('starts with neither new nor used chosen, and a submit without it says so and sends nothing', async () => {
    loginAs('subscriber');
    const before = db().products.length;
    const { user } = renderApp('/adm/productCreate');
    const group = await screen.findByRole('radiogroup', { name: 'Condição da peça' }, { timeout: 5000 });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nova' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Usada' })).not.toBeChecked();
    await user.type(screen.getByLabelText('Nome da peça'), 'Farol dianteiro');
    await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
    expect(await screen.findByText('Informe se a peça é nova ou usada.')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByLabelText('Nome da peça')).toHaveValue('Farol dianteiro');
    await user.click(screen.getByRole('radio', { name: 'Usada' }));
    expect(screen.queryByText('Informe se a peça é nova ou usada.')).not.toBeInTheDocument();
    expect(db().products.length).toBe(before);
  });
});
