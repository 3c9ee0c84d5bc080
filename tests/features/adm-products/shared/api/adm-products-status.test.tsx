import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { admProductKeys, admProductsQuery, useSetProductStatus } from '@/features/adm-products/shared/api/adm-products';
import { anAdvertiser, aPart, partsOf, startTinyDb } from '@pecaja/simulated-api/builders';
import { db } from '@pecaja/simulated-api/db';
import type { Product } from '@pecaja/simulated-api/types';
import { loginAs } from '../../../../support/session';
import { everyTestBuildsItsDb } from '../../../../support/own-db';

// Each test below builds its own small database: the demo data is not made for it.
everyTestBuildsItsDb();

// A logged-in advertiser with one part, and another advertiser's part, alone in the simulated API.
let product: Product;
let other: Product;
beforeEach(() => {
  const shop = anAdvertiser();
  [product] = partsOf(shop, [{ part_name: 'Farol Fiat Uno' }]);
  other = aPart({ part_name: 'Radiador Ford Ka' });
  startTinyDb({ users: [shop], products: [product, other] });
  loginAs(shop);
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('useSetProductStatus', () => {
  it('stores the status, shows it in the cached list at once and marks the public pages and the detail stale', async () => {
    const { queryClient, wrapper } = setup();
    await queryClient.fetchQuery(admProductsQuery());
    for (const key of [['catalog', 'home'], ['search', 'results', 'farol'], ['product', 'detail', product.url], admProductKeys.detail(product.id)]) {
      queryClient.setQueryData(key, { cached: true });
    }
    const { result } = renderHook(() => useSetProductStatus(), { wrapper });
    await act(() => result.current.mutateAsync({ id: product.id, status: 'PAUSED' }));

    expect(db().products.find((p) => p.id === product.id)!.status).toBe('PAUSED');
    const list = queryClient.getQueryData<Array<{ id: number; status: string }>>(admProductKeys.list())!;
    expect(list.find((p) => p.id === product.id)!.status).toBe('PAUSED');
    for (const key of [['catalog', 'home'], ['search', 'results', 'farol'], ['product', 'detail', product.url], admProductKeys.detail(product.id)]) {
      await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated, key.join('/')).toBe(true));
    }
  });

  it('rejects with the server code and leaves the list as it was', async () => {
    const { queryClient, wrapper } = setup();
    await queryClient.fetchQuery(admProductsQuery());
    const before = queryClient.getQueryData(admProductKeys.list());
    const { result } = renderHook(() => useSetProductStatus(), { wrapper });
    await expect(act(() => result.current.mutateAsync({ id: other.id, status: 'PAUSED' }))).rejects.toMatchObject({ code: 'PRODUCT_NOT_FOUND', status: 404 });
    expect(queryClient.getQueryData(admProductKeys.list())).toBe(before);
    expect(other.status).toBeUndefined();
  });
});
