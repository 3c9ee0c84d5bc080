import type { Card } from '@/api/catalog';
import { ProductCard } from './product-card';

/** Cards 6/4/3/3/3/3 columns wide by breakpoint (xs/sm/md/lg/xl/xxl), i.e. 2, 3, then 4 per row. */
export function ProductGrid({ cards, label }: { cards: Card[]; label?: string }) {
  return (
    <ul className="row g-3 list-unstyled mb-0" aria-label={label}>
      {cards.map((card) => (
        <li key={card.uuid ?? card.url} className="col-6 col-sm-4 col-md-3">
          <ProductCard card={card} />
        </li>
      ))}
    </ul>
  );
}
