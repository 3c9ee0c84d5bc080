/**
 * Dates as the API sends them (ISO 8601) and as the app shows them (day first, Brasília time).
 * Apart from the number and price formats: only the screens that show dates load them.
 */

/** Made on first use: building an Intl formatter loads locale data, which the first paint does not need. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
const dateFormat = once(() => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An ISO 8601 date ('2026-11-21', '2026-11-21T14:05:00-03:00', with or without seconds or zone)
 * as a Date; null for anything else, including dates that do not exist ('2026-02-31'). A plain
 * day is taken at noon in Brasília, so it stays the same day in every time zone of Brazil.
 */
export function parseDate(value: string | null | undefined): Date | null {
  const m = ISO_DATE.exec((value ?? '').trim());
  if (!m) return null;
  const [, y, mo, d, h = '12', mi = '00', sec = '00'] = m;
  const month = Number(mo);
  const day = Number(d);
  const daysInMonth = new Date(Date.UTC(Number(y), month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || Number(h) > 23 || Number(mi) > 59 || Number(sec) > 59) return null;
  const text = (value ?? '').trim().replace(' ', 'T');
  const date = m[4] === undefined ? new Date(`${text}T12:00:00-03:00`) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-11-21' or an ISO date-time -> '21/11/2026'; anything unparseable is returned as given. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = parseDate(value);
  return d ? dateFormat().format(d) : String(value);
}

const timeFormat = once(() => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }));

/**
 * A moment as '27/11/2026 14:05' (Brasília time), in either language: dates are day first
 * throughout the app, English included.
 */
export function formatDateTime(date: Date): string {
  return `${dateFormat().format(date)} ${timeFormat().format(date)}`;
}
