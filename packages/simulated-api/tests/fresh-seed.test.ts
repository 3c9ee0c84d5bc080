import { clonePlain, db, resetDb } from '@pecaja/simulated-api/db';
import { createSeed, createStampedSeed, restamp } from '@pecaja/simulated-api/seed';
import { DB_VERSION } from '@pecaja/simulated-api/db';

it('a reset gives the demo data again, however often, and a change to one reset never reaches the next', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  for (let round = 0; round < 3; round++) {
    vi.setSystemTime(Date.UTC(2026, 10, 22 + round, 10, 0, round));
    await resetDb();
    expect(db()).toEqual(createSeed(DB_VERSION));
    db().products[0].price = -1;
    db().products[0].images.push('changed');
    db().users.pop();
  }
  vi.useRealTimers();
});

it('clonePlain copies nested objects and arrays, sharing none of them', () => {
  const original = { a: [{ b: 'x', c: [1, 2] }], d: null, e: 3 };
  const copy = clonePlain(original);
  expect(copy).toEqual(original);
  expect(copy.a).not.toBe(original.a);
  expect(copy.a[0]).not.toBe(original.a[0]);
  expect(copy.a[0].c).not.toBe(original.a[0].c);
});

it('demo data made at one moment and moved to another equals the data made at that other moment', () => {
  const then = Date.UTC(2026, 10, 20, 9, 30, 15);
  const later = then + 3 * 86400000 + 12345;
  const { state, stamps } = createStampedSeed(DB_VERSION, then);
  expect(stamps.length).toBeGreaterThan(0);
  expect(restamp(clonePlain(state), stamps, later)).toEqual(createSeed(DB_VERSION, later));
});
