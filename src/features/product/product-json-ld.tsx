import type { ProductMain } from '@/api/product';
import { isNewCondition } from '@/components/product-card/condition-badge';

/** schema.org Product data for search engines; '<' escaped so server text can never close the script. */
export function productJsonLd(main: ProductMain, pageUrl: string): string {
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

export function ProductJsonLd({ main, pageUrl }: { main: ProductMain; pageUrl: string }) {
  return <script type="application/ld+json">{productJsonLd(main, pageUrl)}</script>;
}
