import { memo } from 'react';
import type { Card } from '@/api/catalog';
import { ProductCard } from './product-card';

/** The cards of a list's first row at its widest (4 a row): on a phone, its first two rows. */
export const FIRST_ROW = 4;

/**
 * Cards 6/4/3/3/3/3 columns wide by breakpoint (xs/sm/md/lg/xl/xxl), i.e. 2, 3, then 4 per row.
 * `eager`: how many first cards load their pictures at once (a list at the top of its page).
 * Memoised: a page that renders again with the same list (a state of its own changing after the
 * data came) does not render its dozens of cards again; each card still follows the language
 * and the favourites through its own hooks.
 */
export const ProductGrid = memo(function ProductGrid({ cards, label, eager = 0 }: { cards: Card[]; label?: string; eager?: number }) {
  return (
    <ul className="row g-3 list-unstyled mb-0" aria-label={label}>
      {cards.map((card, i) => (
        <li key={card.uuid ?? card.url} className="col-6 col-sm-4 col-md-3">
          <ProductCard card={card} eager={i < eager} />
        </li>
      ))}
    </ul>
  );
});
