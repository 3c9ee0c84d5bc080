import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorView } from './error-view';
import { PageSpinner } from './page-spinner';

interface Props<T> {
  query: UseQueryResult<T>;
  /** What went wrong, shown above 'Tentar novamente'; the generic error text when left out. */
  errorMessage?: (error: Error) => string;
  /** Extra classes of the error view. */
  errorClassName?: string;
  /** What 'Tentar novamente' does: asks again by default. */
  onRetry?: () => void;
  /** Whether this error is worth another try (a part that does not exist is not): no button when not. */
  retryable?: (error: Error) => boolean;
  /** What shows while the query loads: the page spinner by default (a skeleton, a shorter spinner). */
  loading?: ReactNode;
  /** When the data holds nothing to show, and what shows then. */
  empty?: { when: (data: T) => boolean; view: ReactNode };
  /** The page's part drawn from the data. */
  children: (data: T) => ReactNode;
}

/**
 * A query's part of a page, the one way a screen draws a query's states: the spinner (or the
 * given loading view) while it loads, the error with a retry when it failed, the empty view when
 * the data holds nothing, then what its data shows.
 */
export function QueryBody<T>({ query, errorMessage, errorClassName, onRetry, retryable, loading = <PageSpinner />, empty, children }: Props<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    const retry = retryable && !retryable(query.error) ? undefined : (onRetry ?? (() => void query.refetch()));
    return <ErrorView className={errorClassName} message={errorMessage?.(query.error)} onRetry={retry} />;
  }
  if (empty?.when(query.data)) return empty.view;
  return children(query.data);
}
