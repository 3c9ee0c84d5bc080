import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getHome } from '@/api/catalog';
import { db } from '@pecaja/simulated-api/db';
import { createSeed } from '@pecaja/simulated-api/seed';
import { PART_TYPES, type PartType } from '@pecaja/simulated-api/seed-vocabulary';
import type { Product } from '@pecaja/simulated-api/types';

/** Invariants of the demo data over the whole seed: what a visitor reads agrees with what they see. */

const seed = createSeed(1);
const publicDir = resolve(__dirname, '../../../public');

function typeOf(p: Product): PartType {
  const slug = /\/demo\/parts\/([a-z0-9-]+)\.svg$/.exec(p.images[0] ?? '')?.[1];
  const type = PART_TYPES.find((t) => t.slug === slug);
  if (!type) throw new Error(`no part type for ${p.url}`);
  return type;
}

/** The subject an artwork shows: its accessible name and its big title. */
function artworkSubject(path: string): string {
  const svg = readFileSync(resolve(publicDir, `.${path}`), 'utf8');
  const label = /<svg[^>]*aria-label="([^"]+)"/.exec(svg)?.[1];
  const title = /<text[^>]*>([^<]+)<\/text>/.exec(svg)?.[1];
  expect(title, `${path} title`).toBe(label);
  return label!;
}

/** Words a caption uses for each banner subject (a part category). */
const CAPTION_WORDS: Record<string, RegExp> = {
  Freios: /\bfreios?\b|pastilhas?|discos?/i,
  Suspensão: /suspens[aã]o|amortecedor(es)?|bandejas?/i,
  Iluminação: /ilumina[cç][aã]o|far[oó]is|farol|lanternas?/i,
  Motor: /\bmotor\b|turbinas?|velas?|correias?/i,
};

const texts = (p: Product) => ({ description: p.description, informations: p.informations, compatibility: p.compatibility });

// Condition adjectives said of the part itself (the part noun leads each text): they agree with its gender and condition.
// ('retirado de ...' is the part taken from a car; 'retirada no local' is the pickup, a noun.)
const ADJECTIVES = /\b(?:novo|nova|usado|usada|seminovo|seminova)\b|\bretirad[oa](?= de )/gi;

describe('demo data: banners', () => {
  it('every banner opens a product of the banner subject, and its caption names that subject', () => {
    expect(seed.banners.length).toBeGreaterThan(0);
    for (const banner of seed.banners) {
      const subject = artworkSubject(banner.images[0]);
      const product = seed.products.find((p) => p.uuid === banner.productUuid)!;
      expect(product, banner.description).toBeDefined();
      expect(product.quantity, `${banner.description}: product in stock`).toBeGreaterThan(0);
      expect(`${banner.description} -> ${product.category}`).toBe(`${banner.description} -> ${subject}`);
      expect(banner.description).toMatch(CAPTION_WORDS[subject]);
      // The advertiser who pays for the banner (with an active banner package) sells the part.
      expect(banner.ownerId).toBe(product.ownerId);
      const adsPackage = seed.subscriptions.find((sub) => sub.userId === banner.ownerId && sub.kind === 'ads' && sub.status === 'ACTIVATED');
      expect(adsPackage, `${banner.description}: owner holds a banner package`).toBeDefined();
      expect(new Date(banner.due_date).getTime()).toBeLessThanOrEqual(new Date(adsPackage!.expires).getTime());
    }
  });

  it('GET /home links each banner to a product of its subject', async () => {
    const home = await getHome();
    expect(home.ads).toHaveLength(db().banners.length);
    for (const ad of home.ads) {
      const product = db().products.find((p) => p.url === ad.url)!;
      expect(`${ad.description} -> ${product.category}`).toBe(`${ad.description} -> ${artworkSubject(new URL(ad.images[0], 'http://x').pathname)}`);
    }
  });
});

describe('demo data: parts', () => {
  it('every part type has a grammatical gender (o radiador, a pastilha)', () => {
    for (const type of PART_TYPES) expect(['m', 'f'], type.name).toContain(type.gender);
    expect(PART_TYPES.find((t) => t.slug === 'radiador')!.gender).toBe('m');
    expect(PART_TYPES.find((t) => t.slug === 'pastilha-freio')!.gender).toBe('f');
  });

  it("no used part's text says it is new, no new part's text says it is used", () => {
    const wrong: string[] = [];
    for (const p of seed.products) {
      for (const [field, text] of Object.entries(texts(p))) {
        if (!p.is_new && /\bnov[ao]s?\b|na caixa/i.test(text)) wrong.push(`used ${p.url} ${field}: ${text}`);
        if (p.is_new && /usad|seminov|retirad|marcas de uso|desmanche/i.test(text)) wrong.push(`new ${p.url} ${field}: ${text}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('condition adjectives agree with the part noun (Radiador de água novo, Pastilha de freio nova)', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const p of seed.products) {
      const type = typeOf(p);
      for (const [field, text] of Object.entries(texts(p))) {
        for (const [word] of text.matchAll(ADJECTIVES)) {
          checked += 1;
          const feminine = word.toLowerCase().endsWith('a');
          if (feminine !== (type.gender === 'f')) wrong.push(`${type.name} (${type.gender}) ${field}: '${word}' in ${text}`);
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(seed.products.length);
  });

  it('every part type reads right in both conditions', () => {
    // Each type occurs in the seed both new and used, so the checks above cover every noun.
    for (const type of PART_TYPES) {
      const own = seed.products.filter((p) => typeOf(p) === type);
      expect(
        own.some((p) => p.is_new),
        type.name,
      ).toBe(true);
      expect(
        own.some((p) => !p.is_new),
        type.name,
      ).toBe(true);
    }
    const radiator = seed.products.find((p) => typeOf(p).slug === 'radiador' && p.is_new)!;
    expect(radiator.description).toMatch(/^Radiador de água .* novo /);
    const pad = seed.products.find((p) => typeOf(p).slug === 'pastilha-freio' && !p.is_new)!;
    expect(pad.description).toMatch(/^Pastilha de freio dianteira .* usada /);
  });
});

describe('payment orders of the demo data', () => {
  // Days in Brasília (UTC-3 all year).
  const dayOf = (value: string) => new Date(Date.parse(value.length === 10 ? `${value}T12:00:00-03:00` : value) - 3 * 3_600_000).toISOString().slice(0, 10);

  it('no order falls due before the day it was created, nor a registered slip', () => {
    const early = seed.paymentOrders.filter((o) => dayOf(o.expires) < dayOf(o.createdAt) || (o.bankSlip && o.bankSlip.due_date < dayOf(o.createdAt)));
    expect(early.map((o) => ({ id: o.id, createdAt: o.createdAt, expires: o.expires, slip: o.bankSlip?.due_date }))).toEqual([]);
  });

  it('a subscription waiting for payment falls due when its order does (the statement and the orders list agree)', () => {
    const waiting = seed.subscriptions.filter((x) => x.status === 'WAITING');
    expect(waiting.length).toBeGreaterThan(0);
    const differ = waiting.filter((x) => seed.paymentOrders.find((o) => o.id === x.payment_order_id)!.expires !== x.expires);
    expect(differ.map((x) => x.id)).toEqual([]);
  });
});
