import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { morePartsQuery } from '@/api/catalog';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../support/render';

/** The app at a path with its own routes, loaders included (no retry, so a failure shows at once). */
const open = (path: string) => renderApp(path).queryClient;

const imagePreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));

describe('more parts route loader', () => {
  it('starts the list with the page code and preloads the first card picture as soon as the list names it', async () => {
    const queryClient = open('/more_parts');
    const key = morePartsQuery(1, {}).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)).toBeDefined());
    const first = queryClient.getQueryData(key)!.moreparts[0].image!;
    await waitFor(() => expect(imagePreloads()).toContain(first));
    // The page reads the same query: its first card shows that picture, loaded with the page.
    await waitFor(() => expect(document.querySelector(`main img[src="${first}"]`)).not.toBeNull());
    expect(document.querySelector(`main img[src="${first}"]`)).toHaveAttribute('loading', 'eager');
    expect(document.head.querySelector(`link[href="${first}"]`)?.getAttribute('fetchpriority')).toBe('high');
  });

  it('uses the page and the filters in the address, with the key the page reads', async () => {
    const queryClient = open('/more_parts?page=2&marca=Fiat');
    await waitFor(() => expect(queryClient.getQueryData(morePartsQuery(2, { marca: ['Fiat'] }).queryKey)).toBeDefined());
    expect(queryClient.getQueryData(morePartsQuery(1, {}).queryKey)).toBeUndefined();
  });

  it('a failed first load started by the loader still ends in the generic fallback with a retry, and preloads no picture', async () => {
    let fail = true;
    server.use(http.get('/api/more-parts/1', () => (fail ? HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 }) : undefined)));
    const user = userEvent.setup();
    open('/more_parts');
    expect(await screen.findByText('Desculpe-nos! Não foi possível carregar os dados neste momento.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(imagePreloads()).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Peças' })).toBeInTheDocument();
  });
});
