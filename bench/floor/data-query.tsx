/**
 * The floor with the app's server-state packages (FLOOR_VARIANT=query): the reply checked by a
 * zod/mini schema, held by TanStack Query's useQuery, and the route loader starting it with
 * ensureQueryData, as the app's landing pages do. Beside the plain floor it shows what the two
 * packages cost alone.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import { api, EMPTY_HOME, type Home } from './api';

const card = z.object({ url: z.string(), image: z.string(), description: z.string(), value: z.number() });
const reply = z.object({
  response: z.object({ ads: z.array(z.object({ description: z.string(), images: z.array(z.string()) })), mostRecentItens: z.array(card) }),
});

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
const homeQuery = {
  queryKey: ['home'],
  queryFn: async (): Promise<Home> => reply.parse((await api.get<unknown>('/home')).data).response,
};

export function FloorData({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export const floorLoader = () => {
  void queryClient.ensureQueryData(homeQuery).catch(() => undefined);
  return null;
};

export function useHome(): Home | null {
  const query = useQuery(homeQuery);
  if (query.isError) return EMPTY_HOME;
  return query.data ?? null;
}
