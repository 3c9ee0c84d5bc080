import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../support/render';

it('footer keeps 0.0.0 when the version fetch fails (logged only)', async () => {
  server.use(http.get('/api/version', () => HttpResponse.json({ success: false, response: 'INTERNAL_ERROR' }, { status: 500 })));
  renderApp('/about');
  expect(await screen.findByText('Versão 1.0.0.0')).toBeInTheDocument();
});
