import { screen } from '@testing-library/react';
import { ToastHost } from '@/components/toast/toast-host';
import { ProfileModal } from '@/features/profile/profile-modal';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { DEMO } from '@/mocks/seed';
import { renderWithProviders } from '../../support/render';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 5000 };

describe('profile CPF check digits', () => {
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
    const doc = await screen.findByLabelText('CPF', {}, SLOW);
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
});
