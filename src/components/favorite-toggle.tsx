import type { CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import { favorites, useIsFavorite, type FavoriteInput } from '@/stores/favorites';

/** A heart, filled when `filled`; sized by the caller's font size. */
export function HeartIcon({ filled = false, size = 18 }: { filled?: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="-1 -1 18 18" aria-hidden="true" focusable="false">
      <path d="M8 1.3C12.4-3.2 23.5 4.7 8 15-7.5 4.7 3.6-3.2 8 1.3" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

interface Props {
  part: FavoriteInput & { url: string };
  className?: string;
  style?: CSSProperties;
  /** The id of the part's name on screen, read after the button's own name. */
  describedBy?: string;
  size?: number;
  /** The caller's translate function (any namespace): a page of cards translates once per card. */
  t: TFunction;
}

/**
 * The heart that saves a part in (or removes it from) the favourites: 'Adicionar aos favoritos'
 * or 'Remover dos favoritos', pressed while saved. A round icon button; the caller places it.
 */
export function FavoriteToggle({ part, className = '', style, describedBy, size = 36, t }: Props) {
  const saved = useIsFavorite(part.url);
  return (
    <button
      type="button"
      className={`btn btn-light border rounded-circle p-0 d-inline-flex flex-shrink-0 align-items-center justify-content-center text-danger ${className}`}
      style={{ width: size, height: size, ...style }}
      aria-pressed={saved}
      aria-label={t(saved ? 'favorites.remove' : 'favorites.add', { ns: 'common' })}
      aria-describedby={describedBy}
      title={t(saved ? 'favorites.remove' : 'favorites.add', { ns: 'common' })}
      onClick={() => favorites.toggle(part)}
    >
      <HeartIcon filled={saved} size={Math.round(size / 2)} />
    </button>
  );
}
