import { BRAND_CARD, brandMeta, escapeHtml, injectHead, productMeta, readProductReply, type SharedProduct } from '../../server/page-meta';

/** The production server's link-preview tags (server/page-meta.ts): what a crawler reads in the head. */
const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="PeçaJá: marketplace de peças novas e usadas para veículos." />
    <title>PeçaJá | Peças novas e usadas para veículos</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const SITE = 'https://www.pecaja.example';
const HOSTILE = '"><script>alert(1)</script>';

const part = (over: Partial<SharedProduct> = {}): SharedProduct => ({
  url: 'farol-gol-2015-12',
  description: 'Farol dianteiro Gol G6',
  manufacturer: 'Arteb',
  condition: 'PRODUCT_NEW',
  value: 1250,
  informations: 'Farol original, lente sem riscos.',
  images: ['https://api.pecaja.example/img/farol.jpg', 'https://api.pecaja.example/img/farol-2.jpg'],
  ...over,
});

/** The head as the browser parses it, so the checks read what a crawler reads. */
function head(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}
const property = (doc: Document, name: string) => doc.querySelector(`meta[property="${name}"]`)?.getAttribute('content');

describe('a part’s link-preview card', () => {
  it('writes title, description, canonical, og:*, product:*, twitter:card and the Product JSON-LD', () => {
    const doc = head(injectHead(TEMPLATE, productMeta(part(), SITE)));
    const url = `${SITE}/product/farol-gol-2015-12`;
    expect(doc.title).toBe('Farol dianteiro Gol G6 | PeçaJá');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('R$ 1.250,00 · Peça nova · Arteb. Farol original, lente sem riscos.');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(property(doc, 'og:type')).toBe('product');
    expect(property(doc, 'og:title')).toBe('Farol dianteiro Gol G6');
    expect(property(doc, 'og:description')).toContain('R$ 1.250,00');
    expect(property(doc, 'og:image')).toBe('https://api.pecaja.example/img/farol.jpg');
    expect(property(doc, 'og:url')).toBe(url);
    expect(property(doc, 'product:price:amount')).toBe('1250.00');
    expect(property(doc, 'product:price:currency')).toBe('BRL');
    expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Farol dianteiro Gol G6',
      brand: { name: 'Arteb' },
      offers: { price: '1250.00', priceCurrency: 'BRL', url },
    });
  });

  it('makes a photo given as a path absolute, and falls back to the brand card without photos', () => {
    expect(property(head(injectHead(TEMPLATE, productMeta(part({ images: ['/demo/parts/farol.png'] }), SITE))), 'og:image')).toBe(
      `${SITE}/demo/parts/farol.png`,
    );
    const bare = head(injectHead(TEMPLATE, productMeta(part({ images: [] }), SITE)));
    expect(property(bare, 'og:image')).toBe(`${SITE}${BRAND_CARD.path}`);
  });

  it('keeps a hostile name as text in every tag, and the JSON-LD script cannot be closed', () => {
    const html = injectHead(TEMPLATE, productMeta(part({ description: HOSTILE, manufacturer: HOSTILE, informations: HOSTILE, url: `x${HOSTILE}` }), SITE));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('"><script');
    const doc = head(html);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.title).toBe(`${HOSTILE} | PeçaJá`);
    expect(property(doc, 'og:title')).toBe(HOSTILE);
    const ld = doc.querySelector('script[type="application/ld+json"]')!.textContent!;
    expect(ld).toContain('\\u003cscript>');
    expect(JSON.parse(ld).name).toBe(HOSTILE);
  });

  it('treats $ in a value as text, not as a replacement pattern', () => {
    const doc = head(injectHead(TEMPLATE, productMeta(part({ description: "Farol $& $' $`" }), SITE)));
    expect(doc.title).toBe("Farol $& $' $` | PeçaJá");
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });
});

describe('the brand’s card', () => {
  it('says what the home’s tab says, with the share picture and, on / and /more_parts, the canonical address', () => {
    const doc = head(injectHead(TEMPLATE, brandMeta(TEMPLATE, SITE, '/more_parts')));
    expect(doc.title).toBe('PeçaJá | Peças novas e usadas para veículos');
    expect(property(doc, 'og:type')).toBe('website');
    expect(property(doc, 'og:title')).toBe('PeçaJá | Peças novas e usadas para veículos');
    expect(property(doc, 'og:description')).toBe('PeçaJá: marketplace de peças novas e usadas para veículos.');
    expect(property(doc, 'og:image')).toBe(`${SITE}/brand/share-card.png`);
    expect(property(doc, 'og:image:width')).toBe('1200');
    expect(property(doc, 'og:image:height')).toBe('630');
    expect(property(doc, 'og:url')).toBe(`${SITE}/more_parts`);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/more_parts`);
    expect(head(injectHead(TEMPLATE, brandMeta(TEMPLATE, SITE))).querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('reading GET /product/{url}', () => {
  const reply = (main: Record<string, unknown>) => ({ success: true, response: { main, secondary: [] } });
  const main = {
    productId: 1,
    url: 'a',
    description: 'Farol',
    manufacturer: null,
    condition: 'PRODUCT_USED',
    value: '49.90',
    informations: null,
    images: ['/x.png'],
  };

  it('takes the contract’s reply, numbers as text and nulls included', () => {
    expect(readProductReply(reply(main))).toEqual({
      url: 'a',
      description: 'Farol',
      manufacturer: '',
      condition: 'PRODUCT_USED',
      value: 49.9,
      informations: '',
      images: ['/x.png'],
    });
  });

  it.each([
    ['no envelope', main],
    ['success false', { success: false, response: 'PRODUCT_NOT_FOUND' }],
    ['no main', { success: true, response: {} }],
    ['a price that is no amount', reply({ ...main, value: 'grátis' })],
    ['a negative price', reply({ ...main, value: -1 })],
    ['a javascript: picture', reply({ ...main, images: ['javascript:alert(1)'] })],
    ['a name that is no text', reply({ ...main, description: { html: '<b>' } })],
    ['null', null],
  ])('refuses a reply with %s', (_, body) => {
    expect(readProductReply(body)).toBeNull();
  });
});
