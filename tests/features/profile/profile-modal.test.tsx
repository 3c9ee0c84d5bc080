import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { ToastHost } from '@/components/toast/toast-host';
import { ProfileModal } from '@/features/profile/profile-modal';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { session } from '@/stores/session';
import { storageKeys } from '@/lib/storage-keys';
import { renderWithProviders } from '../../support/render';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 5000 };

function open(onClose = vi.fn()) {
  const result = renderWithProviders(
    <>
      <ToastHost />
      <ProfileModal show onClose={onClose} />
    </>,
  );
  return { ...result, onClose };
}

describe('profile modal', () => {
  it('a non-subscriber sees only phone, e-mail and image, plus the name and the delete link', async () => {
    loginAs('buyer');
    open();
    expect(await screen.findByLabelText('Celular', {}, SLOW)).toHaveValue('(11) 9-8765-4321');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana.ribeiro@exemplo.com.br');
    expect(screen.getByLabelText('Alterar foto')).toBeInTheDocument();
    expect(screen.getByText(DEMO.buyer.name)).toBeInTheDocument();
    expect(screen.queryByLabelText('CPF ou CNPJ')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('CEP')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Excluir minha conta' })).toHaveAttribute('href', '/account/delete-account');
    const avatar = screen.getByRole('img', { name: 'Foto do perfil' });
    expect(avatar).toHaveAttribute('width', '110');
    expect(avatar).toHaveAttribute('height', '110');
  });

  it('a subscriber sees every field with its mask; the zipcode lookup fills the address', async () => {
    server.use(
      http.get('https://viacep.com.br/ws/:cep/json/', ({ params }) =>
        HttpResponse.json(
          params.cep === '01310100' ? { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' } : { erro: true },
        ),
      ),
    );
    loginAs('subscriber');
    const { user } = open();
    const zipcode = await screen.findByLabelText('CEP', {}, SLOW);
    expect(screen.getByLabelText('Nome fantasia')).toHaveValue('Auto Peças Silva');
    expect(screen.getByLabelText('Telefone comercial')).toHaveValue('(11) 3322-4455');
    expect((screen.getByLabelText('CPF ou CNPJ') as HTMLInputElement).value).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await user.clear(zipcode);
    await user.type(zipcode, '0131010');
    await user.tab();
    expect(zipcode).toHaveValue('01.310-10');
    await user.clear(zipcode);
    await user.type(zipcode, '01310100');
    expect(zipcode).toHaveValue('01.310-100');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paulista'), SLOW);
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByLabelText('UF')).toHaveValue('SP');
    const business = screen.getByLabelText('Telefone comercial');
    await user.clear(business);
    await user.type(business, '08001234567');
    expect(business).toHaveValue('0800-123-4567');
  });

  it('required fields use native validity: nothing is sent while invalid', async () => {
    loginAs('subscriber');
    const { user } = open();
    const city = await screen.findByLabelText('Cidade', {}, SLOW);
    await user.clear(city);
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Preencha este campo corretamente.')).not.toHaveLength(0);
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });

  it('saving with success shows a toast and closes after 5 seconds', async () => {
    loginAs('subscriber');
    const { user, onClose } = open();
    const trade = await screen.findByLabelText('Nome fantasia', {}, SLOW);
    await user.clear(trade);
    await user.type(trade, 'Silva Auto Peças');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Perfil atualizado com sucesso.', {}, SLOW)).toBeInTheDocument();
    expect(db().users.find((u) => u.phone === DEMO.subscriber.phone)!.profile.trade_name).toBe('Silva Auto Peças');
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 7000 });
  });

  it('changing the phone answers CONFIRM and opens the code step', async () => {
    loginAs('buyer');
    const { user } = open();
    const phone = await screen.findByLabelText('Celular', {}, SLOW);
    await user.clear(phone);
    await user.type(phone, '11912340000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Enviamos um código por SMS para (11) 9****-0000.', {}, SLOW)).toBeInTheDocument();
    const code = screen.getByLabelText('Código de verificação');
    await user.type(code, '000000' === db().codes.find((c) => c.purpose === 'profile')!.code ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByText('Código inválido', {}, SLOW)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, db().codes.find((c) => c.purpose === 'profile')!.code);
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByText('Perfil atualizado com sucesso.', {}, SLOW)).toBeInTheDocument();
    expect(db().users.some((u) => u.phone === '11912340000')).toBe(true);
  });

  it('a failed save stores the requestError toast and marks the server-invalid fields with their help', async () => {
    server.use(
      http.post('/api/user-data-profile', () =>
        HttpResponse.json(
          { success: false, response: 'PROFILE_INVALID_REQUEST', error: { invalid: ['email'], help: { email: 'Este e-mail já está em uso' } } },
          { status: 400 },
        ),
      ),
    );
    loginAs('buyer');
    const { user } = open();
    await screen.findByLabelText('E-mail', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Este e-mail já está em uso', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveClass('is-invalid');
    expect(await screen.findByText('Erro na requisição')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana.ribeiro@exemplo.com.br');
  });

  it('a new photo reaches the top bar at once (the token still carries the old one); logout forgets it', async () => {
    loginAs('buyer');
    const { user } = open();
    const input = await screen.findByLabelText('Alterar foto', {}, SLOW);
    const before = session.user!.image;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'nova-foto.png', { type: 'image/png' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Perfil atualizado com sucesso.', {}, SLOW)).toBeInTheDocument();
    const saved = db().users.find((u) => u.phone === DEMO.buyer.phone)!.image;
    expect(saved).toBeTruthy();
    expect(saved).not.toBe(before);
    // The API answers the stored path as an absolute address.
    await waitFor(() => expect(session.user!.image.endsWith(saved)).toBe(true), SLOW);
    expect(localStorage.getItem(storageKeys.avatar)).toBe(session.user!.image);
    act(() => session.logout());
    expect(localStorage.getItem(storageKeys.avatar)).toBeNull();
  });

  it('refuses other image formats and files over 5 MB', async () => {
    loginAs('buyer');
    open();
    const input = await screen.findByLabelText('Alterar foto', {}, SLOW);
    fireEvent.change(input, { target: { files: [new File(['gif'], 'foto.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Formato de imagem não aceito. Use JPG, JPEG, PNG, JFIF ou WEBP.')).toBeInTheDocument();
    const bytes = new Uint8Array(5 * 1024 * 1024 + 1);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = new File([bytes], 'foto.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('A imagem deve ter no máximo 5 MB.')).toBeInTheDocument();
  });
});
