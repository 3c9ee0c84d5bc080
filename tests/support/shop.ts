import { anAdvertiser, partsOf, startTinyDb } from '@pecaja/simulated-api/builders';
import { PART_IMAGE } from '@pecaja/simulated-api/seed-vocabulary';
import type { Product, Subscription, User } from '@pecaja/simulated-api/types';
import { db } from '@pecaja/simulated-api/db';
import { loginAs } from './session';

/**
 * The parts of a small shop, newest first: new and used, stock from none to plenty, every price
 * and name its own, two names sharing their first word. Enough for the advertiser's list to sort,
 * filter, select and page through without the 10,000 parts of the demo data.
 */
export const SHOP_PARTS: Array<Partial<Product>> = [
  { part_name: 'Pastilha de freio Volkswagen Gol', price: 89.9, quantity: 12, is_new: true },
  { part_name: 'Farol Fiat Uno', price: 199.9, quantity: 2, is_new: false, images: [PART_IMAGE('farol')] },
  { part_name: 'Retrovisor Chevrolet Onix', price: 149.5, quantity: 1, is_new: false, images: [PART_IMAGE('retrovisor')] },
  { part_name: 'Radiador Ford Ka', price: 420, quantity: 5, is_new: false, images: [PART_IMAGE('radiador')] },
  { part_name: 'Amortecedor Honda Civic', price: 310, quantity: 3, is_new: true, images: [PART_IMAGE('amortecedor')] },
  { part_name: 'Alternador Toyota Corolla', price: 650, quantity: 3, is_new: false, images: [PART_IMAGE('alternador')] },
  { part_name: 'Vela de ignição Renault Sandero', price: 32.4, quantity: 8, is_new: false, images: [PART_IMAGE('vela-ignicao')] },
  { part_name: 'Pastilha de freio Fiat Palio', price: 74.5, quantity: 0, is_new: false },
  { part_name: 'Bateria Hyundai HB20', price: 480, quantity: 4, is_new: true, images: [PART_IMAGE('bateria')] },
];

/**
 * Starts the simulated API on a database holding one advertiser and its parts, and `others` users
 * beside it, and logs that advertiser in. Every advertiser there has an active Premium plan, unless
 * `subscriptions` gives the database's subscriptions instead. The parts are the
 * database's own records: a test may change one before the screen reads it.
 */
export function openShop(
  fields: Array<Partial<Product>> = SHOP_PARTS,
  { shop = anAdvertiser(), others = [], subscriptions }: { shop?: User; others?: User[]; subscriptions?: (shop: User) => Subscription[] } = {},
): { shop: User; parts: Product[] } {
  const parts = partsOf(shop, fields);
  startTinyDb({ users: [shop, ...others], products: parts, ...(subscriptions ? { subscriptions: subscriptions(shop) } : {}) });
  loginAs(shop);
  return { shop, parts };
}

/** A shop's parts as the simulated API holds them now, newest first (the advertiser's list's own order). */
export function partsInList(shop: User): Product[] {
  return db()
    .products.filter((p) => p.ownerId === shop.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
