import { fireEvent, screen, waitFor } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { fillPartForm } from '../../support/product-form';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

/** The browser never submits the product form itself, and its button is off from the click. */

/** The photos' scaling waits until `done()`: createImageBitmap is what it waits on. */
function holdScaling() {
  let done!: () => void;
  const decoded = new Promise<ImageBitmap>((resolve) => {
    done = () => resolve({ width: 10, height: 10, close: () => undefined } as ImageBitmap);
  });
  vi.stubGlobal('createImageBitmap', () => decoded);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return { done: () => done() };
}

function countCreates() {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/auto_part/create') count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return () => count;
}

async function openFilled(name: string) {
  loginAs('subscriber');
  const view = renderApp('/adm/productCreate');
  const { user } = view;
  await fillPartForm(user, name);
  const button = screen.getByRole('button', { name: 'Cadastrar peça' });
  return { ...view, button, form: button.closest('form')! };
}

describe('product form submit', () => {
  it('a double submit of Cadastrar peça: both are prevented (no page load with the values in the address) and one part is created', async () => {
    const scaling = holdScaling();
    const { form, router } = await openFilled('Pastilha dupla');
    // fireEvent answers false when the handler prevented the browser's own submit.
    expect(fireEvent.submit(form)).toBe(false);
    expect(fireEvent.submit(form)).toBe(false);
    scaling.done();
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/productList'));
    expect(router.state.location.search).toBe('');
    expect(db().products.filter((p) => p.part_name === 'Pastilha dupla')).toHaveLength(1);
  });

  it('Cadastrar peça is off from the click, while the photos are scaled, before the request starts', async () => {
    const scaling = holdScaling();
    const creates = countCreates();
    const { user, button, router } = await openFilled('Pastilha escalada');
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(creates()).toBe(0);
    scaling.done();
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/productList'));
    expect(creates()).toBe(1);
  });

  it('once the reply came the button is off at once: a click before the list shows sends nothing', async () => {
    const creates = countCreates();
    const { user, button, router } = await openFilled('Pastilha respondida');
    await user.click(button);
    // The reply came: its toast shows in the same render that leaves for the list.
    await screen.findByText('Produto cadastrado com sucesso!');
    if (button.isConnected) {
      expect(button).toBeDisabled();
      fireEvent.click(button);
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/productList'));
    expect(creates()).toBe(1);
    expect(db().products.filter((p) => p.part_name === 'Pastilha respondida')).toHaveLength(1);
  });
});
