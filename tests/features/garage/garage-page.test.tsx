import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { storageKeys } from '@/lib/storage-keys';
import { GARAGE_LIMIT } from '@/stores/garage';
import { garage } from '@/features/garage/garage-edit';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';
import { setScreenWidth } from '../../support/viewport';

/** /garage: make and model from the catalogue's filters (models follow the make), year from a list; up to 5 vehicles, one active. */
const modelsOf = (make: string) =>
  new Set(
    db()
      .products.filter((p) => p.brand === make)
      .map((p) => p.model.replace(/\s+\d{4}$/, '')),
  );

async function addVehicle(user: ReturnType<typeof renderApp>['user'], make: string, model: string, year: string) {
  const form = await screen.findByRole('form', { name: 'Adicionar veículo' });
  await user.selectOptions(await within(form).findByLabelText('Marca'), await within(form).findByRole('option', { name: make }));
  await user.selectOptions(within(form).getByLabelText('Modelo'), await within(form).findByRole('option', { name: model }));
  await user.selectOptions(within(form).getByLabelText('Ano'), year);
  await user.click(within(form).getByRole('button', { name: 'Adicionar veículo' }));
}

describe('garage page', () => {
  const initialMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = initialMatchMedia;
  });

  it('tells each missing field on submit and moves focus to the first', async () => {
    const { user } = renderApp('/garage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha garagem' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum veículo na garagem ainda. Adicione o seu no formulário.')).toBeInTheDocument();
    expect(document.title).toBe('Minha garagem | PeçaJá');
    const form = screen.getByRole('form', { name: 'Adicionar veículo' });
    await user.click(within(form).getByRole('button', { name: 'Adicionar veículo' }));
    expect(await within(form).findByText('Escolha a marca.')).toBeInTheDocument();
    expect(within(form).getByText('Escolha o modelo.')).toBeInTheDocument();
    expect(within(form).getByText('Escolha o ano.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Marca')).toHaveFocus();
    expect(within(form).getByLabelText('Marca')).toHaveAccessibleDescription('Escolha a marca.');
    expect(garage.read().vehicles).toEqual([]);
  });

  it("offers the catalogue's makes, only the chosen make's models, and the years from next year to 1970", async () => {
    const { user } = renderApp('/garage');
    const form = await screen.findByRole('form', { name: 'Adicionar veículo' });
    const make = within(form).getByLabelText('Marca');
    await within(make).findByRole('option', { name: 'Volkswagen' });
    expect(within(make).getByRole('option', { name: 'Fiat' })).toBeInTheDocument();
    const model = within(form).getByLabelText('Modelo');
    expect(
      within(model)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Escolha a marca primeiro']);

    await user.selectOptions(make, 'Volkswagen');
    await within(model).findByRole('option', { name: 'Gol' });
    const offered = within(model)
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent);
    expect(new Set(offered)).toEqual(modelsOf('Volkswagen'));
    expect(offered).not.toContain('Onix');

    const years = within(within(form).getByLabelText('Ano'))
      .getAllByRole('option')
      .slice(1)
      .map((o) => Number(o.textContent));
    const next = new Date().getFullYear() + 1;
    expect(years[0]).toBe(next);
    expect(years.at(-1)).toBe(1970);
    expect(years).toHaveLength(next - 1970 + 1);

    // Another make clears the model chosen for the first.
    await user.selectOptions(model, 'Gol');
    await user.selectOptions(make, 'Fiat');
    expect(model).toHaveValue('');
  });

  it("a failed makes call says so in the form with 'Tentar novamente', which brings the makes", async () => {
    let failing = true;
    server.use(http.get('/api/more-parts/1', () => (failing ? HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 }) : undefined)));
    const { user } = renderApp('/garage');
    const form = await screen.findByRole('form', { name: 'Adicionar veículo' });
    const alert = await within(form).findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Não foi possível carregar as marcas e os modelos do catálogo.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await within(within(form).getByLabelText('Marca')).findByRole('option', { name: 'Volkswagen' });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a vehicle that becomes active, named in the top bar, with its parts one link away', async () => {
    setScreenWidth(1280);
    const { user } = renderApp('/garage');
    await addVehicle(user, 'Volkswagen', 'Gol', '2010');
    const list = await screen.findByRole('list', { name: 'Seus veículos' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Volkswagen Gol 2010' })).toBeInTheDocument();
    expect(within(item).getByText('Ativo')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Peças para o meu Gol 2010' })).toHaveAttribute('href', '/more_parts?marca=Volkswagen&modelo=Gol&ano=2010');
    expect(await screen.findByText('Gol 2010 foi adicionado e é o veículo ativo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minha garagem: Gol 2010' })).toHaveAttribute('href', '/garage');
    expect(screen.getByText('1 de 5 veículos')).toBeInTheDocument();
    // The form is empty again, ready for the next one; the same vehicle twice is refused.
    const form = screen.getByRole('form', { name: 'Adicionar veículo' });
    expect(within(form).getByLabelText('Marca')).toHaveValue('');
    await addVehicle(user, 'Volkswagen', 'Gol', '2010');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Gol 2010 já está na sua garagem.');
    expect(garage.read().vehicles).toHaveLength(1);
    // Another year fixes it: the refusal goes at once, before any new submit.
    await user.selectOptions(within(form).getByLabelText('Ano'), '2011');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    // Back to the refused year: nothing shows until it is submitted again.
    await user.selectOptions(within(form).getByLabelText('Ano'), '2010');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits a vehicle, switches the active one and removes one after confirming', async () => {
    garage.add({ make: 'Volkswagen', model: 'Gol', year: 2010, variants: [] });
    garage.add({ make: 'Fiat', model: 'Uno', year: 2012, variants: [] });
    const { user } = renderApp('/garage');
    await user.click(await screen.findByRole('button', { name: 'Usar Volkswagen Gol 2010 como veículo ativo' }));
    expect(screen.getByRole('heading', { name: 'Volkswagen Gol 2010' })).toHaveFocus();
    expect(await screen.findByText('Gol 2010 agora é o veículo ativo.')).toBeInTheDocument();
    expect(garage.read().activeId).toBe(garage.read().vehicles[0].id);

    await user.click(screen.getByRole('button', { name: 'Editar Fiat Uno 2012' }));
    const form = screen.getByRole('form', { name: 'Editar Uno 2012' });
    expect(within(form).getByLabelText('Marca')).toHaveFocus();
    expect(within(form).getByLabelText('Modelo')).toHaveValue('Uno');
    await user.selectOptions(within(form).getByLabelText('Ano'), '2014');
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('heading', { name: 'Fiat Uno 2014' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Adicionar veículo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover Volkswagen Gol 2010' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover veículo' });
    expect(dialog).toHaveTextContent('Remover Volkswagen Gol 2010 da sua garagem?');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Volkswagen Gol 2010' })).not.toBeInTheDocument());
    // The pressed button went with its vehicle: focus lands on the list, not on the page's body.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Seus veículos' })).toHaveFocus());
    // The active vehicle went: the one left is active now.
    expect(within(within(screen.getByRole('list', { name: 'Seus veículos' })).getByRole('listitem')).getByText('Ativo')).toBeInTheDocument();
    expect(garage.read().vehicles.map((v) => `${v.model} ${v.year}`)).toEqual(['Uno 2014']);
  });

  it(`says the garage is full at ${GARAGE_LIMIT} vehicles instead of offering a 6th`, async () => {
    for (let year = 2001; year <= 2004; year++) garage.add({ make: 'Volkswagen', model: 'Gol', year, variants: [] });
    const { user } = renderApp('/garage');
    await addVehicle(user, 'Fiat', 'Uno', '2012');
    // The add that fills the garage: the notice takes the form's place, and focus.
    const notice = await screen.findByText('Sua garagem está cheia: são no máximo 5 veículos. Remova um para adicionar outro.');
    expect(notice).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Adicionar veículo' })).not.toBeInTheDocument();
    expect(screen.getByText('5 de 5 veículos')).toBeInTheDocument();
  });

  it('keeps the garage through a logout (it is never part of the session)', async () => {
    setScreenWidth(1280);
    garage.add({ make: 'Volkswagen', model: 'Gol', year: 2010, variants: [] });
    loginAs('buyer');
    const { user, router } = renderApp('/garage');
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(JSON.parse(localStorage.getItem(storageKeys.garage)!).vehicles).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Minha garagem: Gol 2010' })).toBeInTheDocument();
  });
});
