import type { ProductMain } from '@/api/product';
import { productJsonLd } from '@/lib/product-json-ld';

export { productJsonLd };

export function ProductJsonLd({ main, pageUrl }: { main: ProductMain; pageUrl: string }) {
  return <script type="application/ld+json">{productJsonLd(main, pageUrl)}</script>;
}
