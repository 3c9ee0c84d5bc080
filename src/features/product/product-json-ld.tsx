import { useEffect } from 'react';
import type { ProductMain } from '@/api/product';
import { productJsonLd } from '@/lib/product-json-ld';

export { productJsonLd };

/**
 * The part's Product JSON-LD, for crawlers that run the page. The production server writes the
 * same data into the page's head for those that do not; once the page draws its own, the server's
 * goes (it would repeat this one, or, after moving to another part, describe the previous one).
 */
export function ProductJsonLd({ main, pageUrl }: { main: ProductMain; pageUrl: string }) {
  useEffect(() => {
    document.head.querySelectorAll('script[type="application/ld+json"][data-from-server]').forEach((node) => node.remove());
  }, []);
  return <script type="application/ld+json">{productJsonLd(main, pageUrl)}</script>;
}
