import * as z from 'zod/mini';
import { parseDate } from '@/lib/format';
import { LIMITS } from '@/lib/limits';

/**
 * Values the contract promises, checked strictly: a reply that breaks them is a 'contract'
 * error (the screen's error view with a retry), never a made-up 0, 'R$ 0,00' or 'Agora'.
 * Numbers may come as numbers or as plain numeric text ('49.90'); null, '', true or a list
 * are not numbers (a loose coercion would read them as 0 or 1).
 */
const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((v) => (typeof v === 'number' ? v : Number(v))),
);

/** How a buyer wants to be contacted about a part: the interest dialog's choices, the advertiser's list. */
export const CONTACT_PREFERENCES = ['WHATSAPP', 'CALL', 'EMAIL'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** Text the server may send as null or leave out: read as ''. */
export const text = z._default(
  z.pipe(
    z.nullable(z.string()),
    z.transform((v) => v ?? ''),
  ),
  '',
);

/** An amount in reais: finite, from 0 up to the largest price the app accepts (R$ 9.999.999,99). */
export const money = z.pipe(numeric, z.number().check(z.minimum(0), z.maximum(LIMITS.priceMax)));

/** A count of things: a whole number, 0 or more. */
export const count = z.pipe(numeric, z.int().check(z.minimum(0)));

/** An ISO 8601 date or date-time that names a real day ('2026-11-21', '2026-11-21T14:05:00-03:00'). */
export const isoDate = z.string().check(z.refine((s) => parseDate(s) !== null, { message: 'not an ISO 8601 date' }));

/** A date the reply may leave out: missing, null or '' are allowed; any other text must be a date. */
export const isoDateOrEmpty = z.string().check(z.refine((s) => s === '' || parseDate(s) !== null, { message: 'not an ISO 8601 date' }));

/** As isoDateOrEmpty, with missing or null read as ''. */
export const dateText = z._default(
  z.pipe(
    z.nullable(isoDateOrEmpty),
    z.transform((v) => v ?? ''),
  ),
  '',
);
