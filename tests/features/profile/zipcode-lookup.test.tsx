import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastHost } from '@/components/toast/toast-host';
import { ProfileModal } from '@/features/profile/profile-modal';
import { server } from '@pecaja/simulated-api/node';
import { renderWithProviders } from '../../support/render';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 5000 };
const VIACEP = 'https://viacep.com.br/ws/:cep/json/';

async function leaveZipcode(cep: string) {
  loginAs('subscriber');
  const { user } = renderWithProviders(
    <>
      <ToastHost />
      <ProfileModal show onClose={() => undefined} />
    </>,
  );
  const zipcode = await screen.findByLabelText('CEP', {}, SLOW);
  const address = screen.getByLabelText('Endereço');
  await user.clear(address);
  await user.type(address, 'Rua que digitei');
  await user.clear(zipcode);
  await user.type(zipcode, cep);
  await user.tab();
  return { user, address };
}

describe('zipcode lookup that fails', () => {
  it('service down: says so and leaves the address to be typed', async () => {
    server.use(http.get(VIACEP, () => HttpResponse.json({ erro: 'indisponível' }, { status: 503 })));
    const { user, address } = await leaveZipcode('01310100');
    expect(await screen.findByText('Não foi possível buscar o endereço deste CEP agora. Preencha o endereço à mão.', {}, SLOW)).toBeInTheDocument();
    expect(address).toHaveValue('Rua que digitei');
    expect(address).toBeEnabled();
    await user.clear(address);
    await user.type(address, 'Avenida Paulista');
    expect(address).toHaveValue('Avenida Paulista');
  });

  it('no connection: says so and leaves the address to be typed', async () => {
    server.use(http.get(VIACEP, () => HttpResponse.error()));
    const { address } = await leaveZipcode('01310100');
    expect(await screen.findByText('Não foi possível buscar o endereço deste CEP agora. Preencha o endereço à mão.', {}, SLOW)).toBeInTheDocument();
    expect(address).toHaveValue('Rua que digitei');
  });

  it('an unknown zipcode: says it was not found', async () => {
    server.use(http.get(VIACEP, () => HttpResponse.json({ erro: true })));
    const { address } = await leaveZipcode('99999999');
    expect(await screen.findByText('CEP não encontrado. Confira o número ou preencha o endereço à mão.', {}, SLOW)).toBeInTheDocument();
    expect(address).toHaveValue('Rua que digitei');
  });

  it('a lookup that works says nothing more and fills the address', async () => {
    server.use(http.get(VIACEP, () => HttpResponse.json({ logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' })));
    const { address } = await leaveZipcode('01310100');
    await screen.findByDisplayValue('Avenida Paulista', {}, SLOW);
    expect(address).toHaveValue('Avenida Paulista');
    expect(screen.queryByText(/Preencha o endereço à mão/)).toBeNull();
  });
});
