import * as z from 'zod/mini';
import { LIMITS } from '@/lib/limits';
import { isWebUrl } from '@/lib/web-url';

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

/**
 * An address the app opens or renders (a picture, a bank slip): http(s) or a path of the app. Any
 * other scheme (javascript:, data:, blob:...) breaks the contract: the screen's error view, never a
 * link or a picture that runs script.
 */
export const webUrl = z.string().check(z.refine(isWebUrl, { message: 'not an http(s) address' }));

/** As webUrl, where the reply may have none: missing, null or '' read as ''. */
export const webUrlOrEmpty = z._default(
  z.pipe(
    z.nullable(z.string().check(z.refine((s) => s === '' || isWebUrl(s), { message: 'not an http(s) address' }))),
    z.transform((v) => v ?? ''),
  ),
  '',
);
