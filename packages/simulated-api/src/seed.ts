import type { AdsPlan, Banner, DbState, Engagement, EngagementStatus, Offer, PaymentOrder, Plan, Product, Subscription, User, UserProfile } from './types';
import {
  agree,
  AVATAR_IMAGES,
  BANNERS,
  CITIES,
  compatibilityText,
  fillInfo,
  FIRST_NAMES,
  INFO_TEMPLATES,
  LAST_NAMES,
  MAKES,
  OFFERS,
  PART_IMAGE,
  PART_TYPES,
  SHOP_NAMES,
} from './seed-vocabulary';
import { addFinanceHistory } from './seed-finance';
import { mulberry32 } from './random';
import { cpfWithCheckDigits, foldText } from './app-rules';

export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Demo accounts listed in the README. */
export const DEMO = {
  buyer: { phone: '11987654321', password: 'comprador1', name: 'Ana Ribeiro' },
  subscriber: { phone: '11976543210', password: 'assinante1', name: 'Carlos Silva' },
  incomplete: { phone: '21998765432', password: 'incompleto1', name: 'Juliana Costa' },
  manager: { phone: '11990000001', password: 'gestor123', name: 'Marcos Almeida' },
  premium: { phone: '11965432109', password: 'premium1', name: 'Roberto Gigante' },
} as const;

/** How many parts the Premium demo advertiser has (the 10,000-product list). */
export const PREMIUM_PRODUCT_COUNT = 10000;

const DAY = 86400000;
/** A payment order falls due this many days after it is made (as a payment request's does in the simulated API). */
const ORDER_DAYS = 5;
const BASE_TIME = Date.UTC(2026, 10, 1, 12, 0, 0);

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function emptyProfile(): UserProfile {
  return { trade_name: '', business: '', document: '', zipcode: '', address: '', number: '', neighborhood: '', city: '', state: '' };
}

/** A paid plan: 10% off every 6 months, 20% off a year, any number of pictures. */
function paidPlan(id: number, name: Plan['name'], monthly: number, description: string, max: number | null, highlight = false): Plan {
  const cents = (value: number) => Math.round(value * 100) / 100;
  return {
    id,
    name,
    highlight,
    free: false,
    monthly,
    semiannual: cents(monthly * 6 * 0.9),
    annual: cents(monthly * 12 * 0.8),
    monthly_discount: 0,
    semiannual_discount: 10,
    annual_discount: 20,
    monthly_description: 'Cobrança mensal',
    semiannual_description: 'Cobrança a cada 6 meses',
    annual_description: 'Cobrança anual',
    description,
    max,
    maxImages: null,
  };
}

export const PLANS: Plan[] = [
  {
    id: 1,
    name: 'Free',
    highlight: false,
    free: true,
    monthly: 0,
    semiannual: 0,
    annual: 0,
    monthly_discount: 0,
    semiannual_discount: 0,
    annual_discount: 0,
    monthly_description: 'Grátis para sempre',
    semiannual_description: 'Grátis para sempre',
    annual_description: 'Grátis para sempre',
    description: 'Anuncie suas primeiras peças sem custo, com até 4 imagens.',
    max: 4,
    maxImages: 4,
  },
  paidPlan(2, 'Basic', 49.9, 'Para quem está começando: até 200 peças anunciadas.', 200),
  paidPlan(3, 'Standard', 99.9, 'Para lojas em crescimento: até 1000 peças anunciadas.', 1000, true),
  paidPlan(4, 'Premium', 199.9, 'Para desmanches e distribuidores: peças ilimitadas.', null),
];

export const ADS_PLANS: AdsPlan[] = [
  { id: 101, name: 'home_ads_7', description: 'Banner na página inicial por 7 dias', cost: 39.9, days: 7, highlight: false },
  { id: 102, name: 'home_ads_15', description: 'Banner na página inicial por 15 dias', cost: 69.9, days: 15, highlight: true },
  { id: 103, name: 'home_ads_30', description: 'Banner na página inicial por 30 dias', cost: 119.9, days: 30, highlight: false },
];

/** A field of the demo data that holds a moment relative to when the data is made: `now + offset` ms. */
export interface SeedStamp {
  table: 'subscriptions' | 'paymentOrders' | 'engagements' | 'banners';
  index: number;
  field: string;
  offset: number;
}

/** The demo data as of `now`. */
export function createSeed(version: number, now = Date.now()): DbState {
  return createStampedSeed(version, now).state;
}

/**
 * Moves a copy of the demo data made at another moment to `now`: the recent orders, interest and
 * banner dates are relative to when the data is made; everything else is fixed.
 */
export function restamp(state: DbState, stamps: readonly SeedStamp[], now: number): DbState {
  for (const { table, index, field, offset } of stamps) (state[table][index] as unknown as Record<string, string>)[field] = iso(now + offset);
  return state;
}

/** The demo data as of `now`, with the list of its fields that depend on `now`. */
export function createStampedSeed(version: number, now: number): { state: DbState; stamps: SeedStamp[] } {
  const relative: { table: SeedStamp['table']; row: object; field: string; offset: number }[] = [];
  /** Sets row[field] to `now + offset` and remembers that it moves with `now`. */
  const stamp = <R extends object>(table: SeedStamp['table'], row: R, field: keyof R & string, offset: number) => {
    (row as Record<string, unknown>)[field] = iso(now + offset);
    relative.push({ table, row, field, offset });
  };
  const rnd = mulberry32(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const uuid = () => {
    const h = () =>
      Math.floor(rnd() * 0x10000)
        .toString(16)
        .padStart(4, '0');
    return `${h()}${h()}-${h()}-4${h().slice(1)}-a${h().slice(1)}-${h()}${h()}${h()}`;
  };
  let seq = 0;
  const id = () => ++seq;

  const users: User[] = [];
  const addUser = (u: Omit<User, 'id' | 'createdAt' | 'oldPasswords'>): User => {
    const user: User = { ...u, id: id(), createdAt: iso(BASE_TIME - int(30, 400) * DAY), oldPasswords: [] };
    users.push(user);
    return user;
  };
  const shopProfile = (trade: string, cityIdx: number): UserProfile => {
    const c = CITIES[cityIdx % CITIES.length];
    return {
      trade_name: trade,
      business: `${c.ddd}3${int(100, 999)}${int(1000, 9999)}`,
      // The same draws as ever, the last two digits made the CPF's check digits.
      document: cpfWithCheckDigits(`${int(100, 999)}${int(100, 999)}${int(100, 999)}${int(10, 99)}`.slice(0, 9)),
      zipcode: `${int(10000, 99999)}${int(100, 999)}`,
      address: `Avenida ${pick(LAST_NAMES)}`,
      number: String(int(10, 2500)),
      neighborhood: 'Centro',
      city: c.city,
      state: c.state,
    };
  };

  const buyer = addUser({
    name: DEMO.buyer.name,
    phone: DEMO.buyer.phone,
    email: 'ana.ribeiro@exemplo.com.br',
    password: DEMO.buyer.password,
    role: 'buyer',
    image: AVATAR_IMAGES[0],
    profile: emptyProfile(),
  });
  const subscriber = addUser({
    name: DEMO.subscriber.name,
    phone: DEMO.subscriber.phone,
    email: 'carlos@autopecassilva.com.br',
    password: DEMO.subscriber.password,
    role: 'subscriber',
    image: AVATAR_IMAGES[1],
    profile: { ...shopProfile('Auto Peças Silva', 0), business: '1133224455' },
  });
  const incomplete = addUser({
    name: DEMO.incomplete.name,
    phone: DEMO.incomplete.phone,
    email: 'juliana.costa@exemplo.com.br',
    password: DEMO.incomplete.password,
    role: 'subscriber',
    image: '',
    profile: { ...emptyProfile(), trade_name: 'Costa Peças' },
  });
  addUser({
    name: DEMO.manager.name,
    phone: DEMO.manager.phone,
    email: 'financeiro@pecaja.com.br',
    password: DEMO.manager.password,
    role: 'manager',
    image: AVATAR_IMAGES[2],
    profile: emptyProfile(),
  });
  const premium = addUser({
    name: DEMO.premium.name,
    phone: DEMO.premium.phone,
    email: 'contato@desmanchegigante.com.br',
    password: DEMO.premium.password,
    role: 'subscriber',
    image: AVATAR_IMAGES[3],
    profile: shopProfile('Desmanche Gigante', 3),
  });

  const shops: User[] = [subscriber];
  SHOP_NAMES.slice(0, 18).forEach((trade, i) => {
    const c = CITIES[(i + 1) % CITIES.length];
    shops.push(
      addUser({
        name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
        phone: `${c.ddd}9${int(7000, 9999)}${int(1000, 9999)}`,
        email: `${slugify(trade)}@exemplo.com.br`,
        password: 'loja1234',
        role: 'subscriber',
        image: AVATAR_IMAGES[i % AVATAR_IMAGES.length],
        profile: shopProfile(trade, i + 1),
      }),
    );
  });
  // A few registered buyers who show interest in parts.
  const buyers: User[] = [buyer];
  for (let i = 0; i < 12; i++) {
    const c = pick(CITIES);
    buyers.push(
      addUser({
        name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
        phone: `${c.ddd}9${int(7000, 9999)}${int(1000, 9999)}`,
        email: `comprador${i + 1}@exemplo.com.br`,
        password: 'comprador1',
        role: 'buyer',
        image: '',
        profile: emptyProfile(),
      }),
    );
  }

  const products: Product[] = [];
  // A part's slug is its name's (one per part type, make and model, kept) and its year: the same
  // text as slugifying the whole, at a fraction of the cost for 10,000 parts.
  const slugs = new Map<string, string>();
  const slugOf = (text: string) => {
    let slug = slugs.get(text);
    if (slug === undefined) {
      slug = slugify(text);
      slugs.set(text, slug);
    }
    return slug;
  };
  const makeProduct = (ownerId: number, ageDays: number): Product => {
    const type = pick(PART_TYPES);
    const make = pick(MAKES);
    const model = pick(make.models);
    const year = int(2008, 2025);
    const isNew = rnd() < 0.55;
    const isNational = make.national ? rnd() < 0.85 : rnd() < 0.25;
    const [lo, hi] = type.priceRange;
    const base = lo + rnd() * (hi - lo);
    const price = Math.round((isNew ? base : base * (0.35 + rnd() * 0.35)) * 100) / 100;
    const manufacturer = pick(type.manufacturers);
    const pid = id();
    const partName = `${type.name} ${make.name} ${model}`;
    return {
      id: pid,
      uuid: uuid(),
      url: `${slugOf(`${type.name} ${make.name} ${model}`)}-${year}-${pid}`,
      ownerId,
      part_name: partName,
      code: `${manufacturer.slice(0, 3).toUpperCase()}-${int(10000, 99999)}`,
      manufacturer,
      brand: make.name,
      model: `${model} ${year}`,
      description: `${partName} ${year} ${agree(isNew ? 'novo' : 'usado', type.gender)} ${manufacturer}`,
      price,
      quantity: int(1, 12),
      is_new: isNew,
      is_national: isNational,
      images: [PART_IMAGE(type.slug)],
      category: type.category,
      compatibility: compatibilityText(type, make.name, model, year, pid),
      informations: fillInfo(pick(INFO_TEMPLATES[isNew ? 'new' : 'used']), type, make.name, model),
      views: int(0, 900),
      rate: int(3, 5),
      createdAt: iso(BASE_TIME - ageDays * DAY - int(0, 86000) * 1000),
    };
  };
  for (let i = 0; i < 340; i++) products.push(makeProduct(shops[i % shops.length].id, int(0, 120)));
  for (let i = 0; i < 3; i++) products.push(makeProduct(incomplete.id, int(0, 60)));
  for (let i = 0; i < PREMIUM_PRODUCT_COUNT; i++) {
    const p = makeProduct(premium.id, int(0, 365));
    p.views = int(0, 40);
    products.push(p);
  }

  const plans = PLANS.map((p) => ({ ...p }));
  const subscriptions: Subscription[] = [];
  const paymentOrders: PaymentOrder[] = [];
  const subscribe = (user: User, planId: number, status: Subscription['status'], createdMs: number, frequency: Subscription['frequency'] = 'monthly') => {
    const plan = plans.find((p) => p.id === planId)!;
    const amount = frequency === 'annual' ? plan.annual : frequency === 'semiannual' ? plan.semiannual : plan.monthly;
    const discount = frequency === 'annual' ? plan.annual_discount : frequency === 'semiannual' ? plan.semiannual_discount : plan.monthly_discount;
    const months = frequency === 'annual' ? 12 : frequency === 'semiannual' ? 6 : 1;
    const orderId = id();
    const sub: Subscription = {
      id: id(),
      userId: user.id,
      kind: 'plan',
      planId,
      frequency,
      status,
      createdAt: iso(createdMs),
      expires: iso(createdMs + months * 30 * DAY),
      payment_method: 'bank_slip',
      amount,
      discount,
      email: user.email,
      identification: user.profile.document || '12345678909',
      bi_status: status === 'ACTIVATED' ? 3 : null,
      payment_order_id: orderId,
    };
    subscriptions.push(sub);
    paymentOrders.push({
      id: orderId,
      subscriptionId: sub.id,
      userId: user.id,
      status: status === 'ACTIVATED' ? 'PAID' : status === 'CANCELLED' ? 'CANCELLED' : 'WAITING',
      amount,
      description: plan.name,
      payment_method: 'bank_slip',
      expires: iso(createdMs + 5 * DAY),
      createdAt: iso(createdMs),
      bankSlip:
        status === 'ACTIVATED'
          ? {
              due_date: iso(createdMs + 3 * DAY).slice(0, 10),
              barcode: `3419${int(1000000, 9999999)}${int(1000000, 9999999)}`,
              our_number: String(int(10000000, 99999999)),
              amount,
              fileName: 'boleto.pdf',
              url: '/demo/boleto-exemplo.pdf',
              state: 'paid',
            }
          : null,
    });
    return sub;
  };
  subscribe(subscriber, 3, 'ACTIVATED', BASE_TIME - 20 * DAY, 'annual');
  subscribe(incomplete, 2, 'ACTIVATED', BASE_TIME - 10 * DAY);
  subscribe(premium, 4, 'ACTIVATED', BASE_TIME - 40 * DAY, 'annual');
  shops.slice(1).forEach((shop, i) => subscribe(shop, 2 + (i % 3), 'ACTIVATED', BASE_TIME - int(5, 200) * DAY, i % 2 ? 'monthly' : 'semiannual'));
  // Orders waiting for a bank slip (manager dashboard): due 2 days and 1 day ago (overdue), today
  // (expiring, not overdue) and in 1 to 3 days. Each was billed 5 days before it falls due, as a
  // payment request is, so none is due before it was made; the request waits as long as its order.
  shops.slice(1, 7).forEach((shop, i) => {
    const dueOffset = (i - 2) * DAY;
    const createdOffset = dueOffset - ORDER_DAYS * DAY;
    const sub = subscribe(shop, 2 + (i % 3), 'WAITING', now + createdOffset);
    const order = paymentOrders.find((o) => o.id === sub.payment_order_id)!;
    stamp('subscriptions', sub, 'createdAt', createdOffset);
    stamp('subscriptions', sub, 'expires', dueOffset);
    stamp('paymentOrders', order, 'createdAt', createdOffset);
    stamp('paymentOrders', order, 'expires', dueOffset);
  });
  subscribe(shops[8], 2, 'CANCELLED', BASE_TIME - 90 * DAY);
  // The Premium demo account holds an active banner package (advertising menu 'shown').
  {
    const adsPlan = ADS_PLANS[2];
    const orderId = id();
    const createdOffset = -2 * DAY;
    const created = now + createdOffset;
    const sub: Subscription = {
      id: id(),
      userId: premium.id,
      kind: 'ads',
      planId: adsPlan.id,
      frequency: 'days',
      status: 'ACTIVATED',
      createdAt: iso(created),
      expires: iso(created + adsPlan.days * DAY),
      payment_method: 'bank_slip',
      amount: adsPlan.cost,
      discount: 0,
      email: premium.email,
      identification: premium.profile.document,
      bi_status: 3,
      payment_order_id: orderId,
    };
    subscriptions.push(sub);
    const order: PaymentOrder = {
      id: orderId,
      subscriptionId: sub.id,
      userId: premium.id,
      status: 'PAID',
      amount: adsPlan.cost,
      description: adsPlan.name,
      payment_method: 'bank_slip',
      expires: iso(created + 5 * DAY),
      createdAt: iso(created),
      bankSlip: null,
    };
    paymentOrders.push(order);
    stamp('subscriptions', sub, 'createdAt', createdOffset);
    stamp('subscriptions', sub, 'expires', createdOffset + adsPlan.days * DAY);
    stamp('paymentOrders', order, 'createdAt', createdOffset);
    stamp('paymentOrders', order, 'expires', createdOffset + 5 * DAY);
  }

  const engagements: Engagement[] = [];
  const statuses: EngagementStatus[] = ['OPENED', 'VIEWED', 'CONTACTED', 'SOLD', 'CLOSED', 'OPENED'];
  const subscriberProducts = products.filter((p) => p.ownerId === subscriber.id);
  statuses.forEach((status, i) => {
    const product = subscriberProducts[i % subscriberProducts.length];
    const engagement: Engagement = {
      id: id(),
      productId: product.id,
      buyerId: buyers[(i + 1) % buyers.length].id,
      status,
      date: '',
      quantity: i === 2 ? 3 : 1,
      contactPreference: (['WHATSAPP', 'CALL', 'EMAIL'] as const)[i % 3],
    };
    stamp('engagements', engagement, 'date', -[20, 600, 7200, 3 * 86400, 12 * 86400, 50 * 86400][i] * 1000);
    engagements.push(engagement);
  });
  products
    .filter((p) => p.ownerId !== premium.id)
    .slice(0, 40)
    .forEach((product, i) => {
      engagements.push({
        id: id(),
        productId: product.id,
        buyerId: buyers[i % buyers.length].id,
        status: i % 4 === 0 ? 'CONTACTED' : 'OPENED',
        date: iso(BASE_TIME - i * 3 * 3600 * 1000),
        quantity: 1,
        contactPreference: 'WHATSAPP',
      });
    });

  /** The first new part of a type among the given advertisers' parts (in the order they were listed). */
  const newPartOf = (slug: string, owners: User[]): Product => {
    const ids = new Set(owners.map((u) => u.id));
    const product = products.find((p) => ids.has(p.ownerId) && p.is_new && p.quantity > 0 && p.images[0] === PART_IMAGE(slug));
    if (!product) throw new Error(`seed: no new ${slug} among the owners`);
    return product;
  };

  // The home banners belong to the Premium advertiser, the account holding a banner package;
  // each opens one of its parts of the banner's subject.
  const banners: Banner[] = BANNERS.map((spec, i) => {
    const product = newPartOf(spec.partSlug, [premium]);
    const banner: Banner = {
      id: id(),
      ownerId: premium.id,
      productUuid: product.uuid,
      description: spec.description,
      show_description: spec.showDescription,
      images: [spec.image],
      due_date: '',
      createdAt: iso(BASE_TIME - i * DAY),
    };
    stamp('banners', banner, 'due_date', (10 + i) * DAY);
    return banner;
  });

  // Special offers: new parts from the shops (not the demo accounts), described as the part page names them.
  const offers: Offer[] = OFFERS.map((spec) => {
    const product = newPartOf(spec.partSlug, shops.slice(1));
    const type = PART_TYPES.find((t) => t.slug === spec.partSlug)!;
    const model = product.model.replace(/\s+\d{4}$/, '');
    return {
      id: id(),
      productUuid: product.uuid,
      text: `${type.name} ${product.manufacturer} ${agree('novo', type.gender)} para ${product.brand} ${model}`,
      image: spec.image,
    };
  });

  const state: DbState = {
    version,
    seq,
    users,
    products,
    engagements,
    plans,
    adsPlans: ADS_PLANS.map((p) => ({ ...p })),
    subscriptions,
    paymentOrders,
    banners,
    offers,
    codes: [],
    sessions: [],
    images: [],
    blocked: ['11911111112', 'bloqueado@exemplo.com.br'],
  };
  addFinanceHistory(state);
  const stamps = relative.map(({ table, row, field, offset }) => ({ table, index: (state[table] as object[]).indexOf(row), field, offset }));
  return { state, stamps };
}
