import * as z from 'zod/mini';
import { parseDate } from '@/lib/dates';

/**
 * Dates the contract promises, checked strictly as the other reply values are (values.ts): a reply
 * that breaks them is a 'contract' error, never a made-up 'Agora'. Apart from values.ts, whose
 * numbers and addresses the first page's replies use: only the screens with dates load these.
 */

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
