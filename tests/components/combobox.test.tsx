import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../support/render';
import { watchRequests } from '../support/requests';
import { loginAs } from '../support/session';

/**
 * The combobox pattern as both of its users work it from the keyboard: the top bar's search box
 * and the product form's autocompletes. The arrows move the highlighted option (wrapping at the
 * ends) and the input names it in aria-activedescendant; Enter takes it; Escape hides the list.
 */

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
/** The listbox the input controls. */
const listOf = (input: HTMLElement) => {
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  expect(list).toHaveAttribute('role', 'listbox');
  return list;
};
const highlighted = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('search box combobox', () => {
  const ROWS = [
    { image: '', description: 'Farol direito', url: 'farol-direito' },
    { image: '', description: 'Farol esquerdo', url: 'farol-esquerdo' },
    { image: '', description: 'Farol de milha', url: 'farol-de-milha' },
  ];

  async function typed(term: string) {
    server.use(http.post('/api/search', () => HttpResponse.json({ success: true, response: ROWS })));
    const app = renderApp('/about');
    const input = (await screen.findAllByRole('combobox', { name: 'Buscar peças' }))[0];
    await app.user.type(input, term);
    await screen.findByRole('option', { name: 'Farol direito' });
    return { ...app, input };
  }

  it('the arrows move the highlight, wrapping at both ends, and Enter opens the highlighted part', async () => {
    const { user, router, input } = await typed('farol');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(listOf(input)).toHaveAccessibleName('Sugestões de peças');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(highlighted(input)).toBe('Farol direito');
    expect(screen.getByRole('option', { name: 'Farol direito' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(highlighted(input)).toBe('Farol direito');
    await user.keyboard('{ArrowUp}');
    expect(highlighted(input)).toBe('Farol de milha');
    expect(screen.getByRole('option', { name: 'Farol de milha' })).toHaveClass('active');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/farol-de-milha'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter with nothing highlighted searches the typed text', async () => {
    const { user, router } = await typed('farol');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/farol'));
  });

  it('Escape hides the list; the arrows and the focus show it again', async () => {
    const { user, input } = await typed('farol');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(optionNames()).toEqual([]);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(highlighted(input)).toBe('Farol direito');
    await user.tab();
    expect(optionNames()).toEqual([]);
    await user.click(input);
    await waitFor(() => expect(optionNames()).toEqual(['Farol direito', 'Farol esquerdo', 'Farol de milha']));
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });
});

describe('product form autocomplete combobox', () => {
  async function typedBrand(term: string) {
    server.use(http.get('/api/autocomplete/brand', () => HttpResponse.json({ success: true, response: ['Volkswagen', 'Volvo', 'Volare'] })));
    loginAs('subscriber');
    const app = renderApp('/adm/productCreate');
    const input = await screen.findByRole('combobox', { name: 'Marcas compatíveis' }, { timeout: 8000 });
    await app.user.type(input, term);
    await screen.findByRole('option', { name: 'Volkswagen' });
    return { ...app, input };
  }

  it('the arrows move the highlight, wrapping at both ends, and Enter takes it without sending the form', async () => {
    const { user, input } = await typedBrand('volk');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(listOf(input)).toHaveAccessibleName('Sugestões');
    await user.keyboard('{ArrowUp}');
    expect(highlighted(input)).toBe('Volare');
    await user.keyboard('{ArrowDown}');
    expect(highlighted(input)).toBe('Volkswagen');
    expect(screen.getByRole('option', { name: 'Volkswagen' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Volkswagen');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(optionNames()).toEqual([]);
    // The pick did not submit the form: no required-field message shows.
    expect(screen.queryByText('Informe o nome da peça.')).not.toBeInTheDocument();
  }, 15000);

  it('Escape and leaving the field hide the list; only typing shows it again', async () => {
    const requests = watchRequests();
    const { user, input, queryClient } = await typedBrand('volk');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(optionNames()).toEqual([]);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('s');
    await screen.findByRole('option', { name: 'Volkswagen' });
    await user.tab();
    await waitFor(() => expect(optionNames()).toEqual([]));
    await user.click(input);
    // The click is handled and nothing it could have started (a suggestions call) is left.
    await requests.settled(queryClient);
    expect(optionNames()).toEqual([]);
    expect(input).toHaveValue('volks');
  }, 15000);

  it('a click on an option takes it', async () => {
    const { user, input } = await typedBrand('volv');
    await user.click(screen.getByRole('option', { name: 'Volvo' }));
    expect(input).toHaveValue('Volvo');
    expect(optionNames()).toEqual([]);
  }, 15000);
});
