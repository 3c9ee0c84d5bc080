import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

describe('subscriber dashboard /adm/dashboard', () => {
  it('shows the subscription, part counts, interest chart and list, and most viewed parts', async () => {
    loginAs('subscriber');
    renderApp('/adm/dashboard');
    expect(await screen.findByRole('heading', { name: 'Painel do anunciante' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-plan')).toHaveTextContent(/^Silver$/);
    expect(screen.getByText('Anual')).toBeInTheDocument();
    expect(screen.getByText('Peças publicadas')).toBeInTheDocument();
    expect(screen.getByText('Peças nacionais')).toBeInTheDocument();
    expect(screen.getByText('Peças importadas')).toBeInTheDocument();
    expect(screen.getByTestId('interest-total')).toHaveTextContent(/\d+ pedidos de interesse/);
    expect(screen.getByRole('img', { name: /Gráfico de pedidos de interesse por peça/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Peças mais vistas' })).toBeInTheDocument();
  });

  it('an unsubscribed user sees the invitation to subscribe', async () => {
    loginAs('buyer');
    renderApp('/adm/dashboard');
    expect(await screen.findByRole('heading', { name: 'Anuncie suas peças no PeçaJá' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute('href', '/subscription');
  });

  it('403 goes to /subscription', async () => {
    loginAs('subscriber');
    server.use(http.get('/api/adm-dashboard-page', () => HttpResponse.json({ success: false, response: 'SUBSCRIPTION_REQUIRED' }, { status: 403 })));
    const { router } = renderApp('/adm/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'), { timeout: 5000 });
  });

  it('another error shows "Erro na requisição" and the load failure text', async () => {
    loginAs('subscriber');
    server.use(http.get('/api/adm-dashboard-page', () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 })));
    renderApp('/adm/dashboard');
    expect(await screen.findByText('Falha ao requisitar os dados para o Dashboard', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Erro na requisição')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
