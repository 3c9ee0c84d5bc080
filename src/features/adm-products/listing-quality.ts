import { yearRangesIn } from '@/lib/fit-verdict';

/**
 * How complete a listing is, from 0 to 100, and what would raise it most: photos, a description
 * long enough to answer a buyer's questions, the part's code, and compatibility with the make,
 * the model and the years. The product form and the product list show it; it never blocks a save.
 */

export interface ListingQualityInput {
  photoCount: number;
  description: string;
  code: string;
  /** The compatible makes ('Marcas compatíveis'). */
  brand: string;
  /** The compatible models and years ('Modelos e anos compatíveis'). */
  model: string;
  /** The plan's most photos per part (null or absent: no limit); a full set never asks for more than this. */
  maxPhotos?: number | null;
  /** Reads two-digit years ('09/12'); the current year by default. */
  currentYear?: number;
}

/** An improvement, as a text key; the first of a listing's tips is the one to show. */
export type ListingTip = 'addPhoto' | 'morePhotos' | 'describe' | 'describeMore' | 'addYears' | 'addModel' | 'addMake' | 'addCode';

export interface ListingQuality {
  /** 0 to 100. */
  score: number;
  /** The improvements still open, the one worth most first. */
  tips: ListingTip[];
}

/** Photos for a full set (or the plan's maximum when lower). */
export const FULL_PHOTO_COUNT = 3;
/** A description this long answers the basics... */
export const SHORT_DESCRIPTION = 80;
/** ...and this long gives details. */
export const FULL_DESCRIPTION = 200;

/** What each part is worth; the whole is 100. */
export const QUALITY_POINTS = {
  somePhotos: 15,
  fullPhotos: 30,
  shortDescription: 15,
  fullDescription: 25,
  code: 10,
  make: 10,
  model: 10,
  years: 15,
} as const;

/** Among tips worth the same, the order a buyer misses them in. */
const TIP_ORDER: readonly ListingTip[] = ['addPhoto', 'morePhotos', 'describe', 'describeMore', 'addYears', 'addModel', 'addMake', 'addCode'];

/** The description length as the buyer reads it: spaces collapsed, ends trimmed. */
const textLength = (text: string) => text.replace(/\s+/g, ' ').trim().length;

/** The listing's score and its tips (each tip is the next step of one part, with the points it adds). */
export function listingQuality(input: ListingQualityInput): ListingQuality {
  const P = QUALITY_POINTS;
  const full = Math.max(1, Math.min(FULL_PHOTO_COUNT, input.maxPhotos ?? FULL_PHOTO_COUNT));
  const photos = Math.max(0, Math.floor(input.photoCount || 0));
  const length = textLength(input.description);
  const hasYears = yearRangesIn(`${input.model}\n${input.description}`, input.currentYear).length > 0;

  let score = 0;
  const open: Array<{ tip: ListingTip; gain: number }> = [];

  if (photos >= full) score += P.fullPhotos;
  else if (photos > 0) {
    score += P.somePhotos;
    open.push({ tip: 'morePhotos', gain: P.fullPhotos - P.somePhotos });
  } else open.push({ tip: 'addPhoto', gain: full === 1 ? P.fullPhotos : P.somePhotos });

  if (length >= FULL_DESCRIPTION) score += P.fullDescription;
  else if (length >= SHORT_DESCRIPTION) {
    score += P.shortDescription;
    open.push({ tip: 'describeMore', gain: P.fullDescription - P.shortDescription });
  } else open.push({ tip: 'describe', gain: P.shortDescription });

  if (input.code.trim()) score += P.code;
  else open.push({ tip: 'addCode', gain: P.code });
  if (input.brand.trim()) score += P.make;
  else open.push({ tip: 'addMake', gain: P.make });
  if (input.model.trim()) score += P.model;
  else open.push({ tip: 'addModel', gain: P.model });
  if (hasYears) score += P.years;
  else open.push({ tip: 'addYears', gain: P.years });

  open.sort((a, b) => b.gain - a.gain || TIP_ORDER.indexOf(a.tip) - TIP_ORDER.indexOf(b.tip));
  return { score: Math.min(100, score), tips: open.map((o) => o.tip) };
}
