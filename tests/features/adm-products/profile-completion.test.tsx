import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { session } from '@/stores/session';
import { profileProgressOf } from '@/features/adm-products/profile-progress';
import { renderApp } from '../../support/render';
import { watchRequests } from '../../support/requests';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 5000 };
const COMPLETE = {
  business: '1133224455',
  document: '52998224725',
  zipcode: '01310100',
  address: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const incompleteSeller = () => db().users.find((u) => u.phone === DEMO.incomplete.phone)!;

describe('profile completion on product create follows the saved profile', () => {
  it('the notice opens the profile in place (not /home); once saved, the notice is gone with the same login', async () => {
    server.use(
      http.get('https://viacep.com.br/ws/:cep/json/', () =>
        HttpResponse.json({ logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }),
      ),
    );
    loginAs('incomplete');
    const token = document.cookie;
    const requests = watchRequests();
    const { user, router, queryClient } = renderApp('/adm/productCreate');
    const notice = await screen.findByRole('dialog', { name: 'Complete o seu perfil' }, SLOW);
    expect(within(notice).queryByRole('link', { name: /site/ })).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Completar perfil agora' }));

    const profile = await screen.findByRole('dialog', { name: 'Meu perfil' }, SLOW);
    expect(router.state.location.pathname).toBe('/adm/productCreate');
    await user.type(within(profile).getByLabelText('Telefone comercial'), COMPLETE.business);
    await user.type(within(profile).getByLabelText('CPF ou CNPJ'), COMPLETE.document);
    await user.type(within(profile).getByLabelText('CEP'), COMPLETE.zipcode);
    await user.tab();
    await waitFor(() => expect(within(profile).getByLabelText('Endereço')).toHaveValue('Avenida Paulista'), SLOW);
    await user.type(within(profile).getByLabelText('Número'), COMPLETE.number);
    await user.click(within(profile).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Perfil atualizado com sucesso.', {}, SLOW)).toBeInTheDocument();
    const saved = incompleteSeller();
    expect(profileProgressOf({ ...saved.profile, phone: saved.phone, email: saved.email })).toBe('complete');
    await user.click(within(profile).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Away and back to the create page, still on the login whose token says 'incomplete'.
    await act(() => router.navigate('/adm/productList'));
    await act(() => router.navigate('/adm/productCreate'));
    expect(await screen.findByLabelText('Nome da peça', {}, SLOW)).toBeInTheDocument();
    // The page has read what it decides on (the saved profile): nothing left in flight.
    await requests.settled(queryClient);
    expect(screen.queryByRole('dialog', { name: 'Complete o seu perfil' })).not.toBeInTheDocument();
    expect(document.cookie).toBe(token);
    expect(session.user?.progress).toBe('incomplete');
  });

  it('a profile completed since the login (token still says incomplete) gets no notice', async () => {
    loginAs('incomplete');
    Object.assign(incompleteSeller().profile, COMPLETE);
    const requests = watchRequests();
    const { queryClient } = renderApp('/adm/productCreate');
    expect(await screen.findByLabelText('Nome da peça', {}, SLOW)).toBeInTheDocument();
    // The page has read the saved profile (what it decides on): nothing left in flight.
    await requests.settled(queryClient);
    expect(requests.count('GET', '/user-data-profile')).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog', { name: 'Complete o seu perfil' })).not.toBeInTheDocument();
  });

  it('a profile still missing data keeps the notice; continuing closes it', async () => {
    loginAs('incomplete');
    const { user } = renderApp('/adm/productCreate');
    const notice = await screen.findByRole('dialog', { name: 'Complete o seu perfil' }, SLOW);
    await user.click(within(notice).getByRole('button', { name: 'Continuar o cadastro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the rule: every field the profile form requires must be filled', () => {
    const full = { phone: '11987654321', email: 'a@b.com.br', ...COMPLETE };
    expect(profileProgressOf(full)).toBe('complete');
    expect(profileProgressOf({ ...full, number: ' ' })).toBe('incomplete');
    expect(profileProgressOf({ ...full, document: undefined })).toBe('incomplete');
  });
});
