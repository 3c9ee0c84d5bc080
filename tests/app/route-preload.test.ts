import { preloadImage, preloadLandingRoute, type RoutePreload } from '@/app/route-preload';

vi.mock('@/config/env', () => ({ env: { apiUrl: 'https://api.example.com.br', simulatedApi: false } }));

const MAP: RoutePreload[] = [
  { pattern: '^/(home)?$', files: ['/assets/home-1.js', '/assets/card-2.js'], texts: { pt: '/assets/catalog-pt.js', en: '/assets/catalog-en.js' } },
  { pattern: '^/more_parts$', files: ['/assets/more-parts-4.js'], texts: { pt: '/assets/catalog-pt.js', en: '/assets/catalog-en.js' } },
  {
    pattern: '^/product/[^/]+$',
    files: ['/assets/product-3.js'],
    styles: ['/assets/product-3.css'],
    texts: { pt: '/assets/catalog-pt.js', en: '/assets/catalog-en.js' },
  },
];

function links(rel: string) {
  return [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));
}

beforeEach(() => {
  document.head.innerHTML = '';
  const meta = document.createElement('meta');
  meta.name = 'pecaja-route-preload';
  meta.content = JSON.stringify(MAP);
  document.head.appendChild(meta);
  document.cookie = 'jwtToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('preloadLandingRoute', () => {
  it('starts the home code, its texts in the visitor language and GET /home', () => {
    preloadLandingRoute('/', '', 'pt');
    expect(links('modulepreload')).toEqual(['/assets/home-1.js', '/assets/card-2.js', '/assets/catalog-pt.js']);
    const data = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(data?.getAttribute('href')).toBe('https://api.example.com.br/home');
    expect(data?.getAttribute('as')).toBe('fetch');
    expect(data?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('preloads a product with the URL the API module requests (encoded once)', () => {
    preloadLandingRoute('/product/farol%20gol-12', '', 'en');
    expect(links('modulepreload')).toEqual(['/assets/product-3.js', '/assets/catalog-en.js']);
    expect(links('preload')).toEqual(['/assets/product-3.css', 'https://api.example.com.br/product/farol%20gol-12']);
    expect(document.head.querySelector('link[href="/assets/product-3.css"]')?.getAttribute('as')).toBe('style');
    // Vite's loader asks for a route's stylesheet in CORS mode: a preload in another mode is not reused (fetched twice, console warning).
    expect(document.head.querySelector('link[href="/assets/product-3.css"]')?.getAttribute('crossorigin')).toBe('');
  });

  it("preloads more parts' first page (GET /more-parts/1) only without a filter or a later page", () => {
    preloadLandingRoute('/more_parts', '', 'pt');
    expect(links('modulepreload')).toEqual(['/assets/more-parts-4.js', '/assets/catalog-pt.js']);
    expect(links('preload')).toEqual(['https://api.example.com.br/more-parts/1']);
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    preloadLandingRoute('/more_parts', '?page=1', 'pt');
    expect(links('preload')).toEqual(['https://api.example.com.br/more-parts/1']);
    // A filter or another page is a POST with the selection: nothing a preload can fetch.
    for (const search of ['?marca=Fiat', '?page=2', '?page=1&marca=Fiat']) {
      document.head.querySelectorAll('link').forEach((l) => l.remove());
      preloadLandingRoute('/more_parts', search, 'pt');
      expect(links('modulepreload')).toHaveLength(2);
      expect(links('preload')).toEqual([]);
    }
  });

  it('does not preload data for a signed-in visitor (the request carries a bearer token)', () => {
    document.cookie = 'jwtToken=abc; path=/';
    preloadLandingRoute('/home', '', 'pt');
    expect(links('modulepreload')).toHaveLength(3);
    expect(links('preload')).toEqual([]);
  });

  it('does nothing on other routes, without the map, or with a broken map', () => {
    preloadLandingRoute('/auth', '', 'pt');
    expect(links('modulepreload')).toEqual([]);
    document.head.innerHTML = '<meta name="pecaja-route-preload" content="{not json">';
    expect(() => preloadLandingRoute('/', '', 'pt')).not.toThrow();
    expect(links('modulepreload')).toEqual([]);
  });

  it('never preloads an address outside the site from the map', () => {
    document.head.innerHTML = '';
    const meta = document.createElement('meta');
    meta.name = 'pecaja-route-preload';
    meta.content = JSON.stringify([{ pattern: '^/$', files: ['//evil.example/x.js', 'https://evil.example/y.js'], texts: {} }]);
    document.head.appendChild(meta);
    preloadLandingRoute('/', '', 'pt');
    expect(links('modulepreload')).toEqual([]);
  });
});

describe('preloadImage', () => {
  it('preloads the picture once, at high priority', () => {
    preloadImage('https://api.example.com.br/demo/banners/banner-1.svg');
    preloadImage('https://api.example.com.br/demo/banners/banner-1.svg');
    const found = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(found).toHaveLength(1);
    expect(found[0].getAttribute('href')).toBe('https://api.example.com.br/demo/banners/banner-1.svg');
    expect(found[0].getAttribute('fetchpriority')).toBe('high');
  });

  it('ignores missing, protocol-relative and script addresses', () => {
    preloadImage(undefined);
    preloadImage('//evil.example/x.png');
    preloadImage('javascript:alert(1)');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});
