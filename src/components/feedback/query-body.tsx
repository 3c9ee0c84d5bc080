import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from './error-view';
import { PageSpinner } from './page-spinner';

/** What QueryError needs of a query: whether it failed, its error, and a way to ask again. */
type FailedQuery = Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'isFetching' | 'refetch'>;

interface QueryErrorProps {
  /** The query that failed, or the queries one part reads: 'Tentar novamente' asks each failed one again. */
  query: FailedQuery | readonly FailedQuery[];
  /** What went wrong; the generic error text when left out. */
  message?: string;
  /** What 'Tentar novamente' does: asks again by default. */
  onRetry?: () => void;
  /** Whether this error is worth another try (a part that does not exist is not): no button when not. */
  retryable?: (error: Error) => boolean;
  /**
   * Where the error shows. 'page' (the default): the error view standing in for the query's part
   * of the page. 'alert': one line with a small retry inside an alert, above the part that still
   * works without the data (a form's choices, a check that was skipped). 'note': a quiet line and
   * a small retry inside a card that still shows what it had (a saved part); its retry waits while
   * the query asks again, as the user may press it in several cards.
   */
  variant?: 'page' | 'alert' | 'note';
  /**
   * The alert's tone: 'danger' when the part cannot work without the data (the text fills the line,
   * the retry at its end), 'warning' when the work goes on without it (the retry follows the text).
   */
  tone?: 'danger' | 'warning';
  /** Extra classes of the error view or of the alert. */
  className?: string;
  /** The id of what the retry is about (the card's title) when several show at once. */
  describedBy?: string;
}

const ALERT_TONES = {
  danger: { text: 'flex-grow-1', button: 'btn-outline-danger' },
  warning: { text: undefined, button: 'btn-outline-secondary' },
} as const;

/**
 * The one drawing of a query's error: what went wrong and 'Tentar novamente' (QueryBody draws its
 * error with it; a part whose data is optional draws it inline with the 'alert' or 'note' variant).
 * The alert is Bootstrap's markup without its component code, as the error view is.
 */
export function QueryError({ query, message, onRetry, retryable, variant = 'page', tone = 'danger', className, describedBy }: QueryErrorProps) {
  const { t } = useTranslation();
  const queries: readonly FailedQuery[] = Array.isArray(query) ? query : [query as FailedQuery];
  const failed = queries.filter((q) => q.isError);
  const worthRetry = !retryable || failed.some((q) => q.error && retryable(q.error));
  const retry = worthRetry ? (onRetry ?? (() => failed.forEach((q) => void q.refetch()))) : undefined;

  if (variant === 'page') return <ErrorView className={className} message={message} onRetry={retry} />;
  const text = message ?? t('states.error');
  const label = t('actions.retry');
  if (variant === 'note') {
    return (
      <>
        <p className="small mb-1 text-body-secondary">{text}</p>
        {retry ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-describedby={describedBy}
            onClick={retry}
            disabled={queries.some((q) => q.isFetching)}
          >
            {label}
          </button>
        ) : null}
      </>
    );
  }
  const look = ALERT_TONES[tone];
  return (
    <div role="alert" className={['fade d-flex flex-wrap align-items-center gap-2', className, `alert alert-${tone} show`].filter(Boolean).join(' ')}>
      <span className={look.text}>{text}</span>
      {retry ? (
        <button type="button" className={`btn ${look.button} btn-sm`} aria-describedby={describedBy} onClick={retry}>
          {label}
        </button>
      ) : null}
    </div>
  );
}

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
    return <QueryError query={query} message={errorMessage?.(query.error)} className={errorClassName} onRetry={onRetry} retryable={retryable} />;
  }
  if (empty?.when(query.data)) return empty.view;
  return children(query.data);
}
