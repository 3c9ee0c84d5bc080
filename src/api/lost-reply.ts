import { parseDate } from '@/lib/dates';
import { ApiError } from './errors';

/*
 * What a create whose reply was lost needs (docs/api.md, "A create whose reply was lost"): whether
 * its outcome is unknown, and how a record found afterwards is told to be that create's. Kept out
 * of errors.ts and values.ts, which every page loads first: only the forms that create load this.
 */

/**
 * A call that changes something went out and no reply says how it ended: no answer (the
 * timeout, the connection lost, the call stopped after it left), a 5xx, or a 200 that is not the
 * envelope. The server may have acted on it, so sending it again may do it twice.
 */
export function isOutcomeUnknown(e: unknown): boolean {
  if (!(e instanceof ApiError) || !e.sent) return false;
  if (e.kind === 'timeout' || e.kind === 'network' || e.kind === 'contract') return true;
  return e.kind === 'http' && e.status !== null && e.status >= 500;
}

/**
 * How long before a create's send a record's creation date may be and still be that create's
 * (the server's clock and the browser's differ): a create whose reply was lost is looked for
 * among the records made since then.
 */
const CREATED_SLACK_MS = 5 * 60_000;

/**
 * A record made by a create sent at `since`, by its `created` date: made since then (with the
 * slack above). A record without a date cannot be told apart by time and counts (its other fields decide).
 */
export function createdSince(created: string | undefined, since: number): boolean {
  if (!created) return true;
  const at = parseDate(created)?.getTime();
  return at === undefined || at >= since - CREATED_SLACK_MS;
}

/** Two texts a server may store with other spacing or case: the same for finding a record again. */
export const sameText = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
