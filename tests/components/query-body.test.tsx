import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryBody, QueryError } from '@/components/feedback/query-body';

// Only the fields QueryBody reads: the state, the data or the error, and refetch.
function queryOf<T>(state: { isPending?: boolean; isError?: boolean; isFetching?: boolean; data?: T; error?: Error }, refetch = vi.fn()) {
  return { isPending: false, isError: false, isFetching: false, ...state, refetch } as unknown as UseQueryResult<T>;
}

describe('QueryBody, the one drawing of a query’s states', () => {
  it('shows the page spinner while loading, or the loading view it is given', () => {
    // The spinner's slow-load notice reads the query client.
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <QueryBody query={queryOf<string[]>({ isPending: true })}>{() => 'dados'}</QueryBody>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    unmount();
    render(
      <QueryBody query={queryOf<string[]>({ isPending: true })} loading={<p>esqueleto</p>}>
        {() => 'dados'}
      </QueryBody>,
    );
    expect(screen.getByText('esqueleto')).toBeInTheDocument();
  });

  it('shows the error with its message and a retry that asks again, or the retry it is given', () => {
    const refetch = vi.fn();
    const { unmount } = render(
      <QueryBody query={queryOf<string[]>({ isError: true, error: new Error('x') }, refetch)} errorMessage={() => 'Falhou'} errorClassName="m-3">
        {() => 'dados'}
      </QueryBody>,
    );
    expect(screen.getByRole('alert')).toHaveClass('m-3');
    expect(screen.getByText('Falhou')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();
    const onRetry = vi.fn();
    render(
      <QueryBody query={queryOf<string[]>({ isError: true, error: new Error('x') }, refetch)} onRetry={onRetry}>
        {() => 'dados'}
      </QueryBody>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('offers no retry for an error not worth one', () => {
    render(
      <QueryBody query={queryOf<string[]>({ isError: true, error: new Error('sumiu') })} errorMessage={(e) => e.message} retryable={() => false}>
        {() => 'dados'}
      </QueryBody>,
    );
    expect(screen.getByText('sumiu')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty view when the data holds nothing, else what the data draws', () => {
    const empty = { when: (rows: string[]) => rows.length === 0, view: <p>Nada aqui</p> };
    const { unmount } = render(
      <QueryBody query={queryOf({ data: [] as string[] })} empty={empty}>
        {(rows) => rows.join(', ')}
      </QueryBody>,
    );
    expect(screen.getByText('Nada aqui')).toBeInTheDocument();
    unmount();
    render(
      <QueryBody query={queryOf({ data: ['filtro', 'vela'] })} empty={empty}>
        {(rows) => rows.join(', ')}
      </QueryBody>,
    );
    expect(screen.getByText('filtro, vela')).toBeInTheDocument();
  });
});

describe('QueryError, the error part of QueryBody drawn inline', () => {
  it('draws a line in an alert whose retry asks again each query that failed', () => {
    const makes = vi.fn();
    const models = vi.fn();
    render(
      <QueryError
        query={[queryOf({ isError: true, error: new Error('x') }, makes), queryOf({ data: [] }, models)]}
        variant="alert"
        className="py-2"
        message="Sem marcas"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('alert', 'alert-danger', 'py-2');
    expect(alert).toHaveTextContent('Sem marcas');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(makes).toHaveBeenCalledTimes(1);
    expect(models).not.toHaveBeenCalled();
  });

  it('takes the warning tone when the work goes on without the data', () => {
    render(<QueryError query={queryOf({ isError: true, error: new Error('x') })} variant="alert" tone="warning" message="Não conferido" />);
    expect(screen.getByRole('alert')).toHaveClass('alert-warning');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveClass('btn-outline-secondary', 'btn-sm');
  });

  it('draws a quiet note whose retry names what it is about and waits while the query asks again', () => {
    const refetch = vi.fn();
    const { rerender } = render(
      <>
        <h2 id="peca">Filtro de óleo</h2>
        <QueryError query={queryOf({ isError: true, error: new Error('x') }, refetch)} variant="note" message="Mostrando os dados salvos" describedBy="peca" />
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Mostrando os dados salvos')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Tentar novamente', description: 'Filtro de óleo' });
    fireEvent.click(retry);
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(
      <>
        <h2 id="peca">Filtro de óleo</h2>
        <QueryError
          query={queryOf({ isError: true, isFetching: true, error: new Error('x') }, refetch)}
          variant="note"
          message="Mostrando os dados salvos"
          describedBy="peca"
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeDisabled();
  });
});
