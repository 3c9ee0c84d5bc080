import { getMoreParts } from '@/api/catalog';
import { db } from '@pecaja/simulated-api/db';

/** The optional year of a vehicle's list: fitting parts first across pages, or alone with only_fitting. */
describe('simulated API: POST /more-parts with a year', () => {
  const GOL = { marca: ['Volkswagen'], modelo: ['Gol'] };

  function golParts() {
    return db().products.filter((p) => p.quantity > 0 && p.brand === 'Volkswagen' && /^Gol( |$)/.test(p.model));
  }

  it('puts the parts whose compatibility states a fit for the year first, on every page, and keeps only them with only_fitting', async () => {
    const parts = golParts();
    // Three that state 2010, spread over the list; every other one states other years.
    parts.forEach((p, i) => (p.compatibility = i % 10 === 9 && i < 30 ? 'Serve no VW Gol 2008 a 2011.' : 'Volkswagen Gol 2013 a 2016'));
    const fitting = new Set(parts.filter((p) => p.compatibility.includes('2008')).map((p) => p.url));
    expect(fitting.size).toBe(3);

    const ordered = await getMoreParts(1, GOL, { year: 2010, onlyFitting: false });
    expect(ordered.pagination).toBe(parts.length);
    expect(new Set(ordered.moreparts.slice(0, 3).map((c) => c.url))).toEqual(fitting);
    // The cards carry the compatibility text the app judges them by.
    expect(ordered.moreparts[0].compatibility).toBe('Serve no VW Gol 2008 a 2011.');

    const only = await getMoreParts(1, GOL, { year: 2010, onlyFitting: true });
    expect(only.pagination).toBe(3);
    expect(new Set(only.moreparts.map((c) => c.url))).toEqual(fitting);
  });

  it('is ignored without exactly one make and one model', async () => {
    const plain = await getMoreParts(1, { marca: ['Volkswagen', 'Fiat'] });
    const withYear = await getMoreParts(1, { marca: ['Volkswagen', 'Fiat'] }, { year: 2010, onlyFitting: true });
    expect(withYear.pagination).toBe(plain.pagination);
    expect(withYear.moreparts.map((c) => c.url)).toEqual(plain.moreparts.map((c) => c.url));
  });
});
