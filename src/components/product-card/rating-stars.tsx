import type { TFunction } from 'i18next';
import { Icon } from '@/components/icon';

const MAX_RATE = 5;

/** Keeps a rate on the 1-5 scale whatever the server sends. */
export function clampRate(rate: number | null | undefined): number {
  const n = Math.round(Number(rate) || 0);
  return Math.min(MAX_RATE, Math.max(1, n));
}

/** 1 to 5 filled stars, read out as one image ('Avaliação: 4 de 5 estrelas'); `t` is the caller's. */
export function RatingStars({ rate, t }: { rate: number | null | undefined; t: TFunction }) {
  const value = clampRate(rate);
  return (
    <span role="img" aria-label={t('card.rating', { ns: 'catalog', rate: value, max: MAX_RATE })} className="rating-stars d-inline-flex">
      {Array.from({ length: MAX_RATE }, (_, i) => (
        <Icon
          key={i}
          size={14}
          className={i < value ? 'star-on' : 'star-off'}
          d="M3.612 15.443c-.386.198-.824-.149-.746-.592l.83-4.73L.173 6.765c-.329-.314-.158-.888.283-.95l4.898-.696L7.538.792c.197-.39.73-.39.927 0l2.184 4.327 4.898.696c.441.062.612.636.282.95l-3.522 3.356.83 4.73c.078.443-.36.79-.746.592L8 13.187l-4.389 2.256z"
        />
      ))}
    </span>
  );
}
