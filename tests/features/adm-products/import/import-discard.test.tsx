import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { jobRowsOf } from '@/features/adm-products/import/import-job';
import { parseCsv, parseRecords } from '@/features/adm-products/import/import-parse';
import type * as Store from '@/features/adm-products/import/import-store';
import { jobStore, type JobStore } from '@/features/adm-products/import/import-store';
import { useImportJob } from '@/features/adm-products/import/use-import-job';
import { createTestQueryClient } from '../../../support/render';

/**
 * 'Nova importação' forgets the finished job. The empty page must not show before the saved copy
 * is gone: a tab closed (or a page left) right after would otherwise open on the old job again.
 */

let releaseClear: (() => void) | null = null;

vi.mock('@/features/adm-products/import/import-store', async (importOriginal) => {
  const actual = await importOriginal<typeof Store>();
  return {
    ...actual,
    jobStore: (owner: string): JobStore => {
      const store = actual.jobStore(owner);
      return {
        ...store,
        // The storage's clear completes only when the test says so.
        clear: () => new Promise<void>((resolve) => (releaseClear = () => void store.clear().then(resolve))),
      };
    },
  };
});

const HEADER = 'part_name;code;manufacturer;brand;model;description;price;quantity;is_new;is_national;images';

it('shows no job only once the stored job is cleared', async () => {
  const { rows } = parseRecords(parseCsv([HEADER, 'Filtro de óleo;F1;Tecfil;Fiat;Palio;Filtro;20,00;1;1;1;a.jpg'].join('\n')), [{ name: 'a.jpg', ok: true }]);
  const owner = 'discard-owner';
  const meta = { version: 1 as const, fileName: 'pecas.csv', createdAt: new Date().toISOString(), knownIds: [], cancelled: false };
  await jobStore(owner).create(meta, jobRowsOf(rows), new Map());

  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useImportJob(owner, new Map()), { wrapper });
  await waitFor(() => expect(result.current.job?.meta.fileName).toBe('pecas.csv'));

  let discarded: Promise<void> = Promise.resolve();
  act(() => {
    discarded = result.current.discard();
  });
  // Longer than the hook's render throttle (150 ms): the job is still shown while storage holds it.
  await act(() => new Promise((r) => setTimeout(r, 300)));
  expect(result.current.job?.meta.fileName).toBe('pecas.csv');

  await act(async () => {
    releaseClear?.();
    await discarded;
  });
  await waitFor(() => expect(result.current.job).toBeNull());
  expect(await jobStore(owner).load()).toBeNull();
});
