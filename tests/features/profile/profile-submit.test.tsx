import { fireEvent, screen } from '@testing-library/react';
import { openProfileModal } from '../../support/profile';
import { loginAs } from '../../support/session';

/** The profile's two forms send themselves: a second submit while the first is under way is prevented too. */

const SLOW = { timeout: 5000 };

const open = openProfileModal;

describe('profile submit', () => {
  it('Salvar twice: the browser submits neither (fireEvent answers false when prevented)', async () => {
    loginAs('buyer');
    open();
    await screen.findByLabelText('Celular', {}, SLOW);
    const form = screen.getByRole('button', { name: 'Salvar' }).closest('form')!;
    expect(fireEvent.submit(form)).toBe(false);
    expect(fireEvent.submit(form)).toBe(false);
    expect(await screen.findByText('Perfil atualizado com sucesso.', {}, SLOW)).toBeInTheDocument();
  });

  it('Confirmar código twice: the browser submits neither', async () => {
    loginAs('buyer');
    const { user } = open();
    const phone = await screen.findByLabelText('Celular', {}, SLOW);
    await user.clear(phone);
    await user.type(phone, '11912340000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.type(await screen.findByLabelText('Código de verificação', {}, SLOW), '000000');
    const form = screen.getByRole('button', { name: 'Confirmar código' }).closest('form')!;
    expect(fireEvent.submit(form)).toBe(false);
    expect(fireEvent.submit(form)).toBe(false);
    expect(await screen.findByText('Código inválido', {}, SLOW)).toBeInTheDocument();
  });
});
