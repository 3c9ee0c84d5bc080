import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

/** One QueryClient with shared defaults; tests make a fresh one each. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors and contract mismatches do not get better by asking again.
        retry: (count, error) => {
          if (isApiError(error) && (error.kind === 'contract' || error.kind === 'refused' || (error.status !== null && error.status < 500))) return false;
          return count < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
