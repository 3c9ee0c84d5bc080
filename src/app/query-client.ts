import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiError } from '@/api/errors';

type ForbiddenListener = (error: ApiError) => void;
const forbiddenListeners = new Set<ForbiddenListener>();

/** The session watcher subscribes here: a 403 from any query or mutation means 'no active plan'. */
export function onForbidden(listener: ForbiddenListener): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

function reportForbidden(error: unknown) {
  if (isApiError(error) && error.isForbidden) forbiddenListeners.forEach((l) => l(error));
}

/** One QueryClient with shared defaults; tests make a fresh one each. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A 403 is answered once for the whole app (the plans page), never screen by screen.
    queryCache: new QueryCache({ onError: reportForbidden }),
    mutationCache: new MutationCache({ onError: reportForbidden }),
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
