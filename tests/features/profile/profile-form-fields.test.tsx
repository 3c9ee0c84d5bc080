import { fireEvent, screen } from '@testing-library/react';
import { server } from '@pecaja/simulated-api/node';
import { openProfileModal } from '../../support/profile';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 5000 };

const open = openProfileModal;

/** How each profile field is described and marked: only a field with a message names it. */
describe('profile form fields', () => {
  it('after a failed submit, a wrong field is described by its message and a right one by no message', async () => {
    loginAs('subscriber');
    const { user } = open();
    const city = await screen.findByLabelText('Cidade', {}, SLOW);
    await user.clear(city);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preencha este campo corretamente.')).toBeInTheDocument();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Preencha este campo corretamente.');
    // A right field is told nothing wrong (its message is not there to be read out).
    const phone = screen.getByLabelText('Celular');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('CEP')).toHaveAccessibleDescription(/^Ao sair do campo, buscamos o endereço\.\s*$/);
    expect(screen.getAllByText('Preencha este campo corretamente.')).toHaveLength(1);
    // Typing in the field takes its message away at once.
    await user.type(city, 'São Paulo');
    expect(screen.queryByText('Preencha este campo corretamente.')).not.toBeInTheDocument();
    expect(city).toHaveClass('is-valid');
  });

  it('a refused picture is announced and describes the picker', async () => {
    loginAs('buyer');
    open();
    const input = await screen.findByLabelText('Alterar foto', {}, SLOW);
    fireEvent.change(input, { target: { files: [new File(['gif'], 'foto.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Formato de imagem não aceito. Use JPG, JPEG, PNG, JFIF ou WEBP.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Formato de imagem não aceito. Use JPG, JPEG, PNG, JFIF ou WEBP. JPG, JPEG, PNG, JFIF ou WEBP, até 5 MB.');
  });

  it('an e-mail the server would refuse (no domain ending) is told in the form, and nothing is sent', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    loginAs('buyer');
    const { user } = open();
    const email = await screen.findByLabelText('E-mail', {}, SLOW);
    await user.clear(email);
    await user.type(email, 'ana@localhost');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preencha este campo corretamente.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Preencha este campo corretamente.');
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });
});
