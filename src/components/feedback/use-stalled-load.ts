import { useQueryClient, type Query } from '@tanstack/react-query';
import { useMemo } from 'react';
import { reloadPage } from '@/lib/browser-actions';

/** A query with nothing to show yet and a call on its way: what a loading state waits for. */
function isLoading(query: Query): boolean {
  return query.state.status === 'pending' && query.state.fetchStatus === 'fetching';
}

/**
 * What a loading state can do about a long wait, for every query still loading with nothing to
 * show (the loading state does not need to know which one it waits for):
 * - retry: drop the calls in flight and ask again;
 * - cancel: stop waiting, so each screen shows its error view with its own 'Tentar novamente'.
 * With no query loading (a screen's code still downloading), retry reloads the page and cancel goes back.
 */
export function useStalledLoad(): { retry: () => void; cancel: () => void } {
  const client = useQueryClient();
  return useMemo(() => {
    const loading = () => client.getQueryCache().findAll({ predicate: isLoading });
    return {
      retry: () => {
        const queries = loading();
        if (!queries.length) {
          reloadPage();
          return;
        }
        const these = { predicate: (q: Query) => queries.includes(q) };
        // A pending query joins its call in flight when asked again, so that call is dropped first
        // (silently, and without a revert: the screen keeps its loading state in between).
        void client.cancelQueries(these, { revert: false, silent: true }).then(() => client.refetchQueries(these));
      },
      cancel: () => {
        if (!loading().length) {
          window.history.back();
          return;
        }
        // No revert: the query ends in its error state (a cancelled call) instead of loading again.
        void client.cancelQueries({ predicate: isLoading }, { revert: false });
      },
    };
  }, [client]);
}
