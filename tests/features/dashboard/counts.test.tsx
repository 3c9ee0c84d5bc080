import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { i18n } from '@/app/i18n';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

const flat = (obj: Record<string, unknown>, prefix = ''): Array<[string, string]> =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]],
  );

describe('counts', () => {
  beforeAll(() => i18n.loadLanguages('en'));

  it('a subscriber with no interest yet reads "0 pedidos de interesse" (in Portuguese zero is plural)', async () => {
    const owner = db().users.find((u) => u.phone === DEMO.subscriber.phone)!;
    const own = new Set(
      db()
        .products.filter((p) => p.ownerId === owner.id)
        .map((p) => p.id),
    );
    db().engagements = db().engagements.filter((e) => !own.has(e.productId));
    loginAs('subscriber');
    renderApp('/adm/dashboard');
    expect(await screen.findByTestId('interest-total', {}, { timeout: 8000 })).toHaveTextContent(/^0 pedidos de interesse$/);
  });

  it.each([
    ['advertiser', 'dashboard.interestTotal', 0, '0 pedidos de interesse', '0 interest requests'],
    ['advertiser', 'dashboard.interestTotal', 1, '1 pedido de interesse', '1 interest request'],
    ['advertiser', 'dashboard.interestTotal', 12345, '12.345 pedidos de interesse', '12,345 interest requests'],
    ['advertiser', 'list.count', 10000, '10.000 produtos', '10,000 products'],
    ['advertiser', 'list.count', 0, '0 produtos', '0 products'],
    ['manager', 'orders.count', 5000, '5.000 ordens encontradas', '5,000 orders found'],
    ['manager', 'orders.count', 0, '0 ordens encontradas', '0 orders found'],
    ['manager', 'report.count', 1500, '1.500 assinaturas', '1,500 subscriptions'],
    ['search', 'search.found', 2500, '2.500 produtos encontrados', '2,500 products found'],
  ])('%s:%s with %d reads as pt-BR and en write it', (ns, key, count, pt, en) => {
    expect(i18n.getFixedT('pt', ns)(key, { count })).toBe(pt);
    expect(i18n.getFixedT('en', ns)(key, { count })).toBe(en);
  });

  it('the filtered product count separates thousands too', () => {
    expect(i18n.t('list.countFiltered', { ns: 'advertiser', shown: 1200, total: 10000 })).toBe('1.200 de 10.000 produtos');
  });

  it('the banner form says how many of the products its select shows, thousands separated', () => {
    expect(i18n.getFixedT('pt', 'subscriptions')('ads.productHint', { shown: 300, total: 10000 })).toBe(
      'Mostrando 300 de 10.000 produtos; digite para filtrar.',
    );
    expect(i18n.getFixedT('en', 'subscriptions')('ads.productHint', { shown: 300, total: 10000 })).toBe('Showing 300 of 10,000 products; type to filter.');
  });

  // CLDR counts 0 as singular in Brazilian Portuguese; i18next then reads a '_zero' text first.
  it('every Portuguese count text has a plural form for zero', () => {
    const missing = readdirSync(join('locales', 'pt')).flatMap((file) => {
      const entries = flat(JSON.parse(readFileSync(join('locales', 'pt', file), 'utf8')) as Record<string, unknown>);
      const keys = new Set(entries.map(([k]) => k));
      return entries.filter(([k]) => k.endsWith('_one') && !keys.has(k.replace(/_one$/, '_zero'))).map(([k]) => `${file}:${k}`);
    });
    expect(missing).toEqual([]);
  });
});
