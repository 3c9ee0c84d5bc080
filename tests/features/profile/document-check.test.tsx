import { screen, waitFor } from '@testing-library/react';
import { ToastHost } from '@/components/toast/toast-host';
import { ProfileModal } from '@/features/profile/profile-modal';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderWithProviders } from '../../support/render';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 5000 };

describe('profile CPF or CNPJ check digits', () => {
  it.each(['111.111.111-11', '123.456.789-00'])('%s is refused in the form with a clear message, and nothing is sent', async (cpf) => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    loginAs('subscriber');
    const before = db().users.find((u) => u.phone === DEMO.subscriber.phone)!.profile.document;
    const { user } = renderWithProviders(
      <>
        <ToastHost />
        <ProfileModal show onClose={() => undefined} />
      </>,
    );
    const doc = await screen.findByLabelText('CPF ou CNPJ', {}, SLOW);
    await user.clear(doc);
    await user.type(doc, cpf.replace(/\D/g, ''));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CPF inválido: confira os números')).toBeInTheDocument();
    expect(doc).toHaveClass('is-invalid');
    expect(doc).toHaveValue(cpf);
    expect(posts).toEqual([]);
    expect(db().users.find((u) => u.phone === DEMO.subscriber.phone)!.profile.document).toBe(before);
    server.events.removeAllListeners();
  });

  it.each([
    ['11.222.333/0001-82', 'CNPJ inválido: confira os números'],
    ['11.111.111/1111-11', 'CNPJ inválido: confira os números'],
    ['112.223.330-00', 'CPF inválido: confira os números'],
    ['11.222.333/0001', 'Informe os 11 números do CPF ou os 14 do CNPJ.'],
  ])('%s is refused in the form with %s, and nothing is sent', async (value, message) => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    loginAs('subscriber');
    const { user } = renderWithProviders(<ProfileModal show onClose={() => undefined} />);
    const doc = await screen.findByLabelText('CPF ou CNPJ', {}, SLOW);
    await user.clear(doc);
    await user.type(doc, value.replace(/\D/g, ''));
    expect(doc).toHaveValue(value);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(doc).toHaveClass('is-invalid');
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });

  it('a CNPJ is masked as one (11222333000181 is 11.222.333/0001-81), accepted and saved as its digits', async () => {
    loginAs('subscriber');
    const { user } = renderWithProviders(
      <>
        <ToastHost />
        <ProfileModal show onClose={() => undefined} />
      </>,
    );
    const doc = await screen.findByLabelText('CPF ou CNPJ', {}, SLOW);
    await user.clear(doc);
    await user.type(doc, '11222333000181');
    expect(doc).toHaveValue('11.222.333/0001-81');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(db().users.find((u) => u.phone === DEMO.subscriber.phone)!.profile.document).toBe('11222333000181'));
    expect(doc).not.toHaveClass('is-invalid');
  });
});
