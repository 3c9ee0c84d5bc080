import { pageCount } from '@/api/catalog';
import { clampRate } from '@/components/product-card/rating-stars';
import { GRID_CUT, SIDE_CUT } from '@/components/product-card/product-card';
import { filtersFromParams, pageFromParams, pageWindow, toggleFilter, withPage } from '@/features/catalog/more-parts-params';
import { whatsappLink } from '@/features/product/contact-actions';
import { productJsonLd } from '@/features/product/product-json-ld';
import { shouldSuggest, SUGGEST_DELAY_MS } from '@/features/search/use-suggestions';
import { cutText, formatBRL } from '@/lib/format';

describe('card description cut', () => {
  const text = 'Pastilha de freio dianteira Fiat Argo 2019 nova Fras-le';
  it('keeps 35 characters plus an ellipsis on grid cards', () => {
    expect(GRID_CUT).toBe(35);
    expect(cutText(text, GRID_CUT)).toBe('Pastilha de freio dianteira Fiat Ar...');
  });
  it('keeps 27 characters plus an ellipsis on side-list cards', () => {
    expect(SIDE_CUT).toBe(27);
    expect(cutText(text, SIDE_CUT)).toBe('Pastilha de freio dianteira...');
  });
  it('leaves short descriptions alone', () => {
    expect(cutText('Filtro de óleo', GRID_CUT)).toBe('Filtro de óleo');
    expect(cutText('x'.repeat(35), GRID_CUT)).toBe('x'.repeat(35));
  });
});

describe('BRL price', () => {
  it('uses the pt-BR format with R$', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(18.3)).toBe('R$ 18,30');
    expect(formatBRL(0)).toBe('R$ 0,00');
  });
});

describe('stars', () => {
  it('keeps the rate on the 1-5 scale', () => {
    expect(clampRate(4)).toBe(4);
    expect(clampRate(9)).toBe(5);
    expect(clampRate(0)).toBe(1);
    expect(clampRate(null)).toBe(1);
  });
});

describe('page count', () => {
  it('is total divided by limit, rounded up', () => {
    expect(pageCount(10343, 24)).toBe(431);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(49, 24)).toBe(3);
  });
  it('is 1 when everything fits (no pagination shown)', () => {
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(3, 24)).toBe(1);
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(10, 0)).toBe(1);
  });
  it('shows a window of numbers with gaps', () => {
    expect(pageWindow(1, 431)).toEqual([1, 2, 3, null, 431]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('more-parts URL state', () => {
  it('reads page and filters from the URL', () => {
    const params = new URLSearchParams('page=2&marca=Fiat&marca=Ford&condicao=Novo');
    expect(pageFromParams(params)).toBe(2);
    expect(filtersFromParams(params)).toEqual({ condicao: ['Novo'], marca: ['Fiat', 'Ford'] });
    expect(pageFromParams(new URLSearchParams('page=abc'))).toBe(1);
    expect(pageFromParams(new URLSearchParams(''))).toBe(1);
  });
  it('toggling a filter goes back to page 1', () => {
    const next = toggleFilter(new URLSearchParams('page=3&marca=Fiat'), 'marca', 'Ford');
    expect(next.toString()).toBe('marca=Fiat&marca=Ford');
    expect(toggleFilter(next, 'marca', 'Fiat').toString()).toBe('marca=Ford');
    expect(withPage(next, 4).get('page')).toBe('4');
    expect(withPage(new URLSearchParams('page=4'), 1).has('page')).toBe(false);
  });
});

describe('autocomplete threshold', () => {
  it('needs more than 3 characters', () => {
    expect(shouldSuggest('fil')).toBe(false);
    expect(shouldSuggest('  fil  ')).toBe(false);
    expect(shouldSuggest('filt')).toBe(true);
    expect(SUGGEST_DELAY_MS).toBe(1000);
  });
});

describe('contact after interest', () => {
  it('builds a wa.me link with the country code and the message', () => {
    const link = whatsappLink({ phoneCode: '11', phoneNumber: '97654-3210' }, 'Olá! "Filtro" http://x/product/a');
    expect(link).toBe(`https://wa.me/5511976543210?text=${encodeURIComponent('Olá! "Filtro" http://x/product/a')}`);
  });
});

describe('product structured data', () => {
  it('names the part, its images, condition and BRL price, with < escaped', () => {
    const json = productJsonLd(
      {
        productId: 1,
        url: 'a',
        description: 'Farol </script><b>',
        manufacturer: 'Arteb',
        condition: 'PRODUCT_NEW',
        value: 1234.5,
        compatibility: '',
        informations: '',
        images: ['http://x/a.svg'],
        advertiser: '',
        advertiser_location: '',
        advertiser_image: '',
        shipping: '',
      },
      'http://x/product/a',
    );
    expect(json).not.toContain('<');
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Farol </script><b>',
      image: ['http://x/a.svg'],
      itemCondition: 'https://schema.org/NewCondition',
      offers: { '@type': 'Offer', price: '1234.50', priceCurrency: 'BRL' },
    });
  });
});
