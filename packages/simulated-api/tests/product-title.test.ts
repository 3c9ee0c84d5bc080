import { getHome, getMoreParts } from '@/api/catalog';
import { getSearchResults } from '@/features/search/api/search-results';
import { getProduct } from '@/api/product';
import { db } from '@pecaja/simulated-api/db';

/** The public title of a part is its name; the seller's description is its information text. */
describe('simulated API: a part is shown by its name', () => {
  it("GET /product/{url} titles the part by its name and gives the seller's description as the information text", async () => {
    const product = db().products.find((p) => p.part_name !== p.description && !p.status)!;
    product.description = 'Jogo com 4 pastilhas, pouco uso, retirado de carro com 20 mil km.';
    product.informations = product.description;
    const { main } = await getProduct(product.url);
    expect(main.description).toBe(product.part_name);
    expect(main.informations).toBe('Jogo com 4 pastilhas, pouco uso, retirado de carro com 20 mil km.');
  });

  it("the cards' title field is the part's name on the home, more parts, search and related lists", async () => {
    const byUrl = new Map(db().products.map((p) => [p.url, p]));
    const home = await getHome();
    const more = await getMoreParts(1, {});
    const found = await getSearchResults('amortecedor');
    const cards = [...home.mostRecentItens, ...home.mostViewedItems, ...more.moreparts, ...found];
    expect(cards.length).toBeGreaterThan(10);
    for (const card of cards) expect(card.description).toBe(byUrl.get(card.url)!.part_name);
    const { secondary } = await getProduct(cards[0].url);
    expect(secondary.length).toBeGreaterThan(0);
    for (const card of secondary) expect(card.description).toBe(byUrl.get(card.url)!.part_name);
  });
});
