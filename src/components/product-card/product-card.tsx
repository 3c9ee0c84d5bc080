import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Card } from '@/api/catalog';
import { FavoriteToggle } from '@/components/favorite-toggle';
import { paths } from '@/config/paths';
import { cutText, formatBRL } from '@/lib/format';
import { ConditionBadge } from './condition-badge';
import { RemoteImage } from '@/components/remote-image';
import { RatingStars } from './rating-stars';

/** Characters of the description kept on a grid card and on a side-list card, before an ellipsis. */
export const GRID_CUT = 35;
export const SIDE_CUT = 27;

/**
 * A price laid out to fit its card: the CSS shrinks it by its length (--price-chars) so that
 * even R$ 99.999.999,99 stays on one line in a phone's two-column grid; past the smallest
 * size it wraps after 'R$'.
 */
function Price({ value, className }: { value: Card['value']; className: string }) {
  const text = formatBRL(value);
  return (
    <span className={`product-price ${className}`} style={{ '--price-chars': text.length } as CSSProperties}>
      {text}
    </span>
  );
}

/** The heart of a card: over the card's link (not inside it), read after the part's name. */
const cardHeart = { zIndex: 2 } as const;

/**
 * The grid card: image, cut description, condition badge, BRL price and stars (unless told
 * otherwise); the description links to the product and a heart saves it in the favourites.
 * A `note` goes under the stars (a vehicle's list: the part's verdict for the vehicle).
 * An `eager` card (the first row of a list, on screen at once) loads its picture with the page
 * rather than after layout finds it in view: on a phone the first card's is the largest.
 */
export function ProductCard({ card, stars = true, eager = false, note }: { card: Card; stars?: boolean; eager?: boolean; note?: ReactNode }) {
  // One translate function for the card's badge, stars and heart: a page holds dozens of cards.
  const { t } = useTranslation('catalog');
  const titleId = useId();
  return (
    <article className="card h-100 product-card shadow-sm">
      <div className="product-card-media">
        <RemoteImage src={card.image} width={240} height={180} className="card-img-top product-card-img" loading={eager ? 'eager' : 'lazy'} />
        <ConditionBadge condition={card.condition} className="product-card-badge" t={t} />
      </div>
      <div className="card-body d-flex flex-column gap-1 p-2">
        <Link id={titleId} to={paths.product(card.url)} className="stretched-link text-body fw-semibold product-card-title" title={card.description ?? ''}>
          {cutText(card.description, GRID_CUT)}
        </Link>
        {stars ? <RatingStars rate={card.rate} t={t} /> : null}
        {note}
        <p className="mb-0 mt-auto">
          <Price value={card.value} className="product-card-price fw-bold text-primary" />
        </p>
      </div>
      <FavoriteToggle part={card} describedBy={titleId} size={32} className="position-absolute top-0 end-0 m-1" style={cardHeart} t={t} />
    </article>
  );
}

/** Over the corner of the side card's picture, where it moves no text. */
const sideHeart = { zIndex: 2, top: '0.25rem', left: '-0.25rem' } as const;

/** The side-list card (most recent on the home): small image, 27-character description, a heart over the image. */
export function ProductSideCard({ card }: { card: Card }) {
  const { t } = useTranslation('catalog');
  const titleId = useId();
  return (
    <article className="d-flex gap-2 align-items-center position-relative py-2 border-bottom product-side-card">
      <RemoteImage src={card.image} width={72} height={54} className="rounded bg-white border flex-shrink-0 product-side-img" />
      <div className="d-flex flex-column min-w-0 small">
        <Link id={titleId} to={paths.product(card.url)} className="stretched-link text-body fw-semibold" title={card.description ?? ''}>
          {cutText(card.description, SIDE_CUT)}
        </Link>
        <span className="d-flex flex-wrap align-items-center gap-2">
          <ConditionBadge condition={card.condition} t={t} />
          <Price value={card.value} className="product-side-price fw-bold text-primary" />
        </span>
      </div>
      <FavoriteToggle part={card} describedBy={titleId} size={24} className="position-absolute" style={sideHeart} t={t} />
    </article>
  );
}
