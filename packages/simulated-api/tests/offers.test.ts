import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getHome } from '@/api/catalog';
import { getProduct } from '@/api/product';
import { db } from '@pecaja/simulated-api/db';
import { PART_TYPES } from '@pecaja/simulated-api/seed-vocabulary';

const publicDir = resolve(__dirname, '../../../public');

/** The part an artwork draws (its accessible name). */
function artworkLabel(url: string): string {
  const path = new URL(url, 'http://x').pathname;
  const svg = readFileSync(resolve(publicDir, `.${path}`), 'utf8');
  expect(svg).toMatch(/<svg[^>]*\bwidth="600"[^>]*\bheight="400"/);
  return /<svg[^>]*aria-label="([^"]+)"/.exec(svg)![1];
}

describe('simulated API: special offers', () => {
  it('GET /home serves three offers, each opening a product in stock that its text and picture describe', async () => {
    const { offers } = await getHome();
    expect(offers).toHaveLength(3);
    expect(new Set(offers.map((o) => o.url)).size).toBe(3);
    for (const offer of offers) {
      const product = db().products.find((p) => p.url === offer.url)!;
      expect(product, offer.text).toBeDefined();
      expect(product.quantity).toBeGreaterThan(0);
      expect(product.is_new).toBe(true);
      const type = PART_TYPES.find((t) => product.images[0] === `/demo/parts/${t.slug}.svg`)!;
      // The text names the part, its maker, its condition (in the noun's gender) and the car.
      const model = product.model.replace(/\s+\d{4}$/, '');
      expect(offer.text).toBe(`${type.name} ${product.manufacturer} ${type.gender === 'f' ? 'nova' : 'novo'} para ${product.brand} ${model}`);
      // Its own artwork, drawing that part.
      expect(offer.imageURL).toMatch(/\/demo\/offers\/offer-[a-z-]+\.svg$/);
      expect(type.name.startsWith(artworkLabel(offer.imageURL!))).toBe(true);
      // The page the card opens answers.
      expect((await getProduct(offer.url)).main.url).toBe(offer.url);
    }
  });

  it('an offer whose product is sold out or deleted leaves the row', async () => {
    const [first, second] = db().offers;
    db().products.find((p) => p.uuid === first.productUuid)!.quantity = 0;
    db().products = db().products.filter((p) => p.uuid !== second.productUuid);
    const { offers } = await getHome();
    expect(offers).toHaveLength(1);
    expect(offers[0].text).toBe(db().offers[2].text);
  });
});
