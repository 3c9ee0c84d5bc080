import { apiBase, isAppRoute, isProductCall, mayStore } from '@/app/pwa/cache-rules';

const API = 'https://api.example.com.br';

function get(url: string, init: RequestInit & { referrer?: string } = {}): Request {
  return new Request(url, init);
}

describe('what the service worker may keep', () => {
  it('never a reply to a call that carried an Authorization header (Bearer or Basic)', () => {
    expect(mayStore(get(`${API}/product/farol-1`))).toBe(true);
    expect(mayStore(get(`${API}/product/farol-1`, { headers: { Authorization: 'Bearer abc.def.ghi' } }))).toBe(false);
    expect(mayStore(get(`${API}/login`, { headers: { Authorization: 'Basic eDp5' } }))).toBe(false);
  });

  it('never an adm call, whatever its header, nor anything asked by an /adm page', () => {
    for (const path of ['/adm-dashboard-page', '/products-adm/list', '/products-adm/12', '/product-adm-stock', '/adm/x']) {
      expect(mayStore(get(`${API}${path}`)), path).toBe(false);
    }
    expect(mayStore(get(`${API}/uploads/7`, { referrer: 'http://localhost:3000/adm/productList' }))).toBe(false);
    // The router opens an /adm page whatever the spelling of its address.
    for (const page of ['/ADM/productList', '/Adm', '/adm//productList', '/%61dm/dashboard'])
      expect(mayStore(get(`${API}/uploads/7`, { referrer: `http://localhost:3000${page}` })), page).toBe(false);
    expect(mayStore(get(`${API}/uploads/7`, { referrer: 'http://localhost:3000/administrador' }))).toBe(true);
    expect(mayStore(get(`${API}/uploads/7`, { referrer: 'http://localhost:3000/product/farol-1' }))).toBe(true);
    // A part whose address merely starts with 'adm' letters is public.
    expect(mayStore(get(`${API}/product/admissao-turbo-9`))).toBe(true);
  });

  it('only GET', () => {
    expect(mayStore(get(`${API}/product/farol-1`, { method: 'POST' }))).toBe(false);
  });

  it('the product reply is GET {API}/product/{url}, not the phone nor another path', () => {
    const base = apiBase(`${API}/`, 'http://localhost:3000');
    expect(isProductCall(new URL(`${API}/product/farol-1`), base)).toBe(true);
    expect(isProductCall(new URL(`${API}/product-phone/farol-1`), base)).toBe(false);
    expect(isProductCall(new URL(`${API}/product/farol-1/extra`), base)).toBe(false);
    expect(isProductCall(new URL(`${API}/product/`), base)).toBe(false);
    expect(isProductCall(new URL('http://localhost:3000/product/farol-1'), base)).toBe(false);
    // Same origin under /api when no API address is set.
    expect(isProductCall(new URL('http://localhost:3000/api/product/farol-1'), apiBase('', 'http://localhost:3000'))).toBe(true);
  });

  it('a navigation gets index.html for app routes, never for /api or files', () => {
    for (const path of ['/', '/home', '/product/farol-1', '/favorites', '/adm/dashboard', '/search/filtro_de_oleo']) expect(isAppRoute(path), path).toBe(true);
    for (const path of ['/api', '/api/home', '/robots.txt', '/sitemap.xml', '/manifest.webmanifest', '/sw.js', '/assets/app-1.css', '/icons/icon-192.png'])
      expect(isAppRoute(path), path).toBe(false);
  });
});
