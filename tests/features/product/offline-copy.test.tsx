import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../../support/render';

/**
 * A part's page says its data may be out of date when the reply came from the service worker's
 * cache (the worker marks it with X-Served-From-Cache) or when the browser is offline.
 */
const NOTICE = 'Você está sem conexão: estas informações podem estar desatualizadas';

const PART = {
  main: { productId: 7, url: 'farol-milha-7', description: 'Farol de milha', value: 120, images: [], condition: 'PRODUCT_NEW' },
  secondary: [],
};

function answer(headers: Record<string, string> = {}) {
  server.use(http.get('/api/product/:url', () => HttpResponse.json({ success: true, response: PART }, { headers })));
}

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  setOnline(true);
  delete (window.navigator as { onLine?: boolean }).onLine;
});

describe("a part's page kept for offline use", () => {
  it('a reply from the network shows the part with no notice', async () => {
    answer();
    renderApp('/product/farol-milha-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Farol de milha' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it("a reply the service worker served from its cache shows the part with 'Você está sem conexão...'", async () => {
    answer({ 'X-Served-From-Cache': '1', 'Access-Control-Expose-Headers': 'X-Served-From-Cache' });
    renderApp('/product/farol-milha-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Farol de milha' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('the connection dropping while the part is open shows the notice; back online it goes', async () => {
    answer();
    renderApp('/product/farol-milha-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Farol de milha' })).toBeInTheDocument();
    setOnline(false);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
