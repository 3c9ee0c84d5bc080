import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { morePartsQuery } from '@/api/catalog';
import { createQueryClient } from '@/app/query-client';
import { buildRoutes } from '@/app/router';
import { renderRouter } from '../support/render';

function open(path: string) {
  const queryClient = createQueryClient();
  const [pathname, search = ''] = path.split('?');
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [{ pathname, search: search ? `?${search}` : '' }] });
  renderRouter(router, queryClient);
  return queryClient;
}

const imagePreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));

beforeEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove()));

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
});
