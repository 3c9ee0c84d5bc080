import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorView } from './error-view';
import { PageSpinner } from './page-spinner';

interface Props<T> {
  query: UseQueryResult<T>;
  /** What went wrong, shown above 'Tentar novamente'. */
  errorMessage: (error: Error) => string;
  /** The page's part drawn from the data. */
  children: (data: T) => ReactNode;
}

/** A query's part of a page: the spinner while it loads, the error with a retry when it failed, then what its data shows. */
export function QueryBody<T>({ query, errorMessage, children }: Props<T>) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <ErrorView message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
