import type { TFunction } from 'i18next';

const MAX_RATE = 5;
/** A star's width on its 16-unit grid; drawn at 14 px, so five are 70 px wide. */
const STEP = 16;
const SIZE = 14;

/** Keeps a rate on the 1-5 scale whatever the server sends. */
export function clampRate(rate: number | null | undefined): number {
  const n = Math.round(Number(rate) || 0);
  return Math.min(MAX_RATE, Math.max(1, n));
}

/** One star on the 16 x 16 grid, moved `dx` units right (its two absolute commands move, the relative ones follow). */
function star(dx: number): string {
  return `M${3.612 + dx} 15.443c-.386.198-.824-.149-.746-.592l.83-4.73L${0.173 + dx} 6.765c-.329-.314-.158-.888.283-.95l4.898-.696L${7.538 + dx} .792c.197-.39.73-.39.927 0l2.184 4.327 4.898.696c.441.062.612.636.282.95l-3.522 3.356.83 4.73c.078.443-.36.79-.746.592L${8 + dx} 13.187l-4.389 2.256z`;
}

/** The stars from `from` to `to` (exclusive) as one path. */
function stars(from: number, to: number): string {
  let d = '';
  for (let i = from; i < to; i += 1) d += star(i * STEP);
  return d;
}

/**
 * 1 to 5 filled stars, read out as one image ('Avaliação: 4 de 5 estrelas'); `t` is the caller's.
 * One drawing with a path for the filled stars and one for the rest: a page holds dozens of cards,
 * and five drawings each were a tenth of the page's elements.
 */
export function RatingStars({ rate, t }: { rate: number | null | undefined; t: TFunction }) {
  const value = clampRate(rate);
  return (
    <span role="img" aria-label={t('card.rating', { ns: 'catalog', rate: value, max: MAX_RATE })} className="rating-stars d-inline-flex">
      <svg width={SIZE * MAX_RATE} height={SIZE} viewBox={`0 0 ${STEP * MAX_RATE} ${STEP}`} aria-hidden="true" focusable="false">
        <path className="star-on" fill="currentColor" d={stars(0, value)} />
        {value < MAX_RATE ? <path className="star-off" fill="currentColor" d={stars(value, MAX_RATE)} /> : null}
      </svg>
    </span>
  );
}
