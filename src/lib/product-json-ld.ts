import { isNewCondition } from './condition';

/** What the Product data is made of: the fields of a part's detail (GET /product/{url}) it reads. */
export interface ProductJsonLdInput {
  description: string | null;
  images: string[];
  manufacturer: string | null;
  condition: string | null;
  value: number;
}

/**
 * schema.org Product data for search engines and link previews, as JSON text for a
 * `<script type="application/ld+json">`. '<' is written as \u003c, so no value (a part named
 * '</script><script>...') can close the script. Pure: the product page and the production server
 * (server/prod-server.ts) both write it.
 */
export function productJsonLd<T extends ProductJsonLdInput>(main: T, pageUrl: string): string {
  const condition = isNewCondition(main.condition) ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: main.description,
    image: main.images,
    ...(main.manufacturer ? { brand: { '@type': 'Brand', name: main.manufacturer } } : {}),
    itemCondition: condition,
    offers: {
      '@type': 'Offer',
      price: main.value.toFixed(2),
      priceCurrency: 'BRL',
      itemCondition: condition,
      availability: 'https://schema.org/InStock',
      url: pageUrl,
    },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
