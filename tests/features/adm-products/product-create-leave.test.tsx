import { act, screen, waitFor } from '@testing-library/react';
import { getResponse, http } from 'msw';
import { db } from '@pecaja/simulated-api/db';
import { handlers } from '@pecaja/simulated-api/handlers';
import { server } from '@pecaja/simulated-api/node';
import { pickPhotos } from '../../support/product-form';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

/**
 * Leaving the create form while it sends (Back) does not drop the part: the create goes on, what
 * became of it is said afterwards wherever the advertiser is, and Forward opens an empty form
 * rather than the draft of a part that now exists.
 */

/** The next create is answered only when `release()` is called (then by the simulated API). */
function holdCreate() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let started = false;
  server.use(
    http.post(
      '/api/auto_part/create',
      async ({ request }) => {
        started = true;
        await gate;
        return getResponse(handlers, request, { baseUrl: new URL(request.url).origin });
      },
      { once: true },
    ),
  );
  return { release: () => open(), started: () => started };
}

it('Back while the part is sent: the part is created once, a toast says so afterwards, and Forward opens an empty form', async () => {
  loginAs('subscriber');
  const { user, router } = renderApp('/adm/productList');
  await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
  await act(() => router.navigate('/adm/productCreate'));
  await user.type(await screen.findByLabelText('Nome da peça', {}, { timeout: 5000 }), 'Farol de neblina');
  await user.type(screen.getByLabelText('Fabricante'), 'Arteb');
  await user.type(screen.getByLabelText('Marcas compatíveis'), 'Fiat');
  await user.type(screen.getByLabelText('Modelos e anos compatíveis'), 'Uno 2015');
  await user.type(screen.getByLabelText('Descrição'), 'Farol de neblina esquerdo');
  await user.click(screen.getByRole('radio', { name: 'Nova' }));
  await user.type(screen.getByLabelText('Preço'), '19990');
  await pickPhotos(user, 'farol.png');
  const create = holdCreate();
  await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
  await waitFor(() => expect(create.started()).toBe(true));

  await act(() => router.navigate(-1));
  await waitFor(() => expect(router.state.location.pathname).toBe('/adm/productList'));
  create.release();
  expect(await screen.findByText('A peça "Farol de neblina" foi cadastrada.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/adm/productList');

  await act(() => router.navigate(1));
  expect(await screen.findByLabelText('Nome da peça', {}, { timeout: 5000 })).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Cadastrar peça' })).toBeEnabled();
  expect(db().products.filter((p) => p.part_name === 'Farol de neblina')).toHaveLength(1);
});
