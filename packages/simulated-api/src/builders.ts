import { db, DB_VERSION, replaceDb } from './db';
import { issueToken } from './http-utils';
import { ADS_PLANS, PLANS } from './seed';
import { PART_IMAGE } from './seed-vocabulary';
import type { DbState, Engagement, Plan, Product, Role, Subscription, User } from './types';

/**
 * Small data for tests: one record at a time, every field filled with a plain value, and a
 * database holding only the records a test names. A component test that needs two parts builds
 * two parts here instead of searching the 10,000-part demo data for ones that fit.
 *
 *   const shop = anAdvertiser();
 *   const [brake, lamp] = [aPart({ owner: shop }), aPart({ owner: shop, part_name: 'Farol Fiat Uno' })];
 *   startTinyDb({ users: [shop], products: [brake, lamp] });
 *
 * Ids come from one counter, so records built in one test never share one.
 */
let lastId = 900_000;
const nextId = () => ++lastId;

const CREATED_AT = '2026-11-01T12:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A plan of the demo price table (Free, Basic, Standard or Premium), as its own copy. */
export function aPlan(name: Plan['name'] = 'Premium', fields: Partial<Plan> = {}): Plan {
  return { ...PLANS.find((p) => p.name === name)!, ...fields };
}

/** A user of a role; an advertiser (subscriber) comes with a filled shop profile. */
export function aUser(role: Role = 'buyer', fields: Partial<User> = {}): User {
  const id = nextId();
  const shop = role === 'subscriber';
  return {
    id,
    name: shop ? 'Paulo Teste' : 'Bruna Teste',
    phone: `119${String(id).padStart(8, '0').slice(-8)}`,
    email: `usuario${id}@exemplo.com.br`,
    password: 'senha1234',
    role,
    image: '',
    profile: {
      trade_name: shop ? 'Peças Teste' : '',
      business: shop ? '1133334444' : '',
      document: shop ? '52998224725' : '',
      zipcode: shop ? '01310100' : '',
      address: shop ? 'Avenida Paulista' : '',
      number: shop ? '1000' : '',
      neighborhood: shop ? 'Bela Vista' : '',
      city: shop ? 'São Paulo' : '',
      state: shop ? 'SP' : '',
    },
    createdAt: CREATED_AT,
    oldPasswords: [],
    ...fields,
  };
}

export const aBuyer = (fields: Partial<User> = {}) => aUser('buyer', fields);
export const anAdvertiser = (fields: Partial<User> = {}) => aUser('subscriber', fields);

/** A part in stock, listed by `owner` (an advertiser built for it when none is given). */
export function aPart({ owner, ...fields }: Partial<Product> & { owner?: User } = {}): Product {
  const id = nextId();
  const partName = fields.part_name ?? 'Pastilha de freio Volkswagen Gol';
  return {
    id,
    uuid: `00000000-0000-4000-a000-${String(id).padStart(12, '0')}`,
    url: `${partName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')}-2015-${id}`,
    ownerId: owner?.id ?? fields.ownerId ?? 0,
    part_name: partName,
    code: 'COB-12345',
    manufacturer: 'Cobreq',
    brand: 'Volkswagen',
    model: 'Gol 2015',
    description: `${partName} 2015 nova Cobreq`,
    price: 89.9,
    quantity: 3,
    is_new: true,
    is_national: true,
    images: [PART_IMAGE('pastilha-freio')],
    category: 'Freios',
    compatibility: '',
    informations: 'Peça nova, na caixa.',
    views: 10,
    rate: 4,
    createdAt: CREATED_AT,
    ...fields,
  };
}

/**
 * Parts listed by `owner`, one for each entry of `fields`, newest first in the given order (a day
 * apart, the first one listed on the day before CREATED_AT), each an aPart with those fields.
 */
export function partsOf(owner: User, fields: Array<Partial<Product>>): Product[] {
  const newest = Date.parse(CREATED_AT) - DAY_MS;
  return fields.map((f, i) => aPart({ owner, createdAt: new Date(newest - i * DAY_MS).toISOString(), ...f }));
}

/** A buyer's interest in a part, just opened unless said otherwise. */
export function anEngagement({ part, buyer, ...fields }: Partial<Engagement> & { part: Product; buyer: User }): Engagement {
  return {
    id: nextId(),
    productId: part.id,
    buyerId: buyer.id,
    status: 'OPENED',
    date: CREATED_AT,
    quantity: 1,
    contactPreference: 'WHATSAPP',
    ...fields,
  };
}

/** An advertiser's plan, active (paid) unless said otherwise. */
export function aSubscription(user: User, fields: Partial<Subscription> = {}): Subscription {
  const plan = aPlan('Premium');
  return {
    id: nextId(),
    userId: user.id,
    kind: 'plan',
    planId: plan.id,
    frequency: 'monthly',
    status: 'ACTIVATED',
    createdAt: CREATED_AT,
    expires: '2099-12-31T12:00:00.000Z',
    payment_method: 'bank_slip',
    amount: plan.monthly,
    discount: 0,
    email: user.email,
    identification: user.profile.document || '52998224725',
    bi_status: 3,
    payment_order_id: nextId(),
    ...fields,
  };
}

/**
 * A database with only these records, the plan tables of the demo price list, and nothing else.
 * Every part's owner is there and may list it: a part with no owner gets a built advertiser, and
 * an advertiser with no plan gets an active one (a test about a plan gives its own subscriptions).
 */
export function aDb(tables: Partial<Omit<DbState, 'version' | 'seq'>> = {}): DbState {
  const users = [...(tables.users ?? [])];
  const products = (tables.products ?? []).map((p) => {
    if (users.some((u) => u.id === p.ownerId)) return p;
    const owner = anAdvertiser();
    users.push(owner);
    return { ...p, ownerId: owner.id };
  });
  const subscriptions = [...(tables.subscriptions ?? [])];
  if (!tables.subscriptions) {
    for (const user of users) if (user.role === 'subscriber') subscriptions.push(aSubscription(user));
  }
  return {
    version: DB_VERSION,
    seq: lastId + 1_000,
    engagements: [],
    plans: PLANS.map((p) => ({ ...p })),
    adsPlans: ADS_PLANS.map((p) => ({ ...p })),
    paymentOrders: [],
    banners: [],
    offers: [],
    codes: [],
    sessions: [],
    images: [],
    blocked: [],
    ...tables,
    users,
    products,
    subscriptions,
  };
}

/**
 * Starts the simulated API on a database holding only these records (see aDb), in place of the
 * demo data, until the next reset: each test starts again from the demo data (tests/setup.ts).
 */
export function startTinyDb(tables: Parameters<typeof aDb>[0] = {}): DbState {
  const state = aDb(tables);
  replaceDb(state);
  return state;
}

/** A signed-in user of a role, added to the live database: the user and the token the API issued. */
export function aSession(role: Role = 'buyer', fields: Partial<User> = {}): { user: User; token: string } {
  const user = aUser(role, fields);
  db().users.push(user);
  return { user, token: issueToken(user) };
}
