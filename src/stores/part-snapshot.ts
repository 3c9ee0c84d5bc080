/**
 * What the browser keeps of a part (in favourites, in recently viewed): enough to list it
 * without the server, never more. The price is the one seen when it was kept.
 */
export interface PartSnapshot {
  /** The part's address key: /product/{url}. */
  url: string;
  description: string;
  /** Reais; null when unknown. */
  value: number | null;
  /** The first picture's address, or '' (the card shows the error picture). */
  image: string;
}

/** A product address key: one path segment, no query or fragment (a stored value never leads elsewhere). */
const PART_URL = /^[^/?#\\\s]{1,300}$/;
/** Pictures from the web or this site only, and short: a data: URL would fill the storage. */
const IMAGE = /^(https?:\/\/|\/(?!\/))\S{0,2000}$/;
const MAX_DESCRIPTION = 300;

export const isPartUrl = (url: unknown): url is string => typeof url === 'string' && PART_URL.test(url);

/** A clean snapshot from whatever the caller (or the storage) holds; null without a usable url. */
export function toSnapshot(item: { url?: unknown; description?: unknown; value?: unknown; image?: unknown }): PartSnapshot | null {
  if (!isPartUrl(item.url)) return null;
  const value = typeof item.value === 'number' ? item.value : typeof item.value === 'string' && item.value.trim() ? Number(item.value) : Number.NaN;
  return {
    url: item.url,
    description: typeof item.description === 'string' ? item.description.slice(0, MAX_DESCRIPTION) : '',
    value: Number.isFinite(value) && value >= 0 ? value : null,
    image: typeof item.image === 'string' && IMAGE.test(item.image) ? item.image : '',
  };
}

/** A time in ms since 1970 as stored, or 0 when it is not one. */
export const timeOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
