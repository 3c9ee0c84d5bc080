import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { authProvider } from '@/auth/auth-provider';

/** Every failed query and mutation goes to the auth module: a 401 or a 403 is answered once for the whole app, never screen by screen. */
const checkError = (error: unknown) => authProvider.checkError(error);

/**
 * TanStack's idea of 'online' follows the browser, including a page that was opened offline
 * (its own listener starts out online and only hears the events), so a screen that failed
 * offline loads again by itself once the connection is back.
 */
onlineManager.setEventListener((setOnline) => {
  if (typeof window === 'undefined') return undefined;
  const update = () => setOnline(navigator.onLine !== false);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});

/** Asking again does not help: offline, or stopped on purpose. */
const NOT_RETRIED = new Set(['OFFLINE', 'CANCELLED']);

/** One QueryClient with shared defaults; tests make a fresh one each. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: checkError }),
    mutationCache: new MutationCache({ onError: checkError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Calls always run: offline they fail at once with 'no connection' (the HTTP layer) and the
        // screen shows its error view, instead of TanStack pausing them in silence until reconnect.
        networkMode: 'always',
        // 'always' turns this off by default; a screen that failed offline loads again once back online.
        refetchOnReconnect: true,
        // Client errors and contract mismatches do not get better by asking again.
        retry: (count, error) => {
          if (
            isApiError(error) &&
            (error.kind === 'contract' || error.kind === 'refused' || NOT_RETRIED.has(error.code) || (error.status !== null && error.status < 500))
          )
            return false;
          return count < 1;
        },
      },
      // An action taken offline fails with a clear message and the form keeps what was typed; it is
      // never held back and sent later on reconnect, when the user may have moved on.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
