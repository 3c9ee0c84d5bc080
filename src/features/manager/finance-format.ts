import { paths } from '@/config/paths';
import { perLocale } from '@/lib/format';

/** Month names of a 'YYYY-MM' key (taken mid-month in UTC, so no time zone moves it). */
const monthLong = perLocale((locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const monthShort = perLocale((locale) => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }));
const compactBRL = perLocale((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 }));

function midMonth(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return Date.UTC(y, m - 1, 15);
}

/** '2026-11' -> 'novembro de 2026' (pt), 'November 2026' (en). */
export function monthName(month: string, language: string | undefined): string {
  return monthLong(language).format(midMonth(month));
}

/** '2026-11' -> 'nov' (pt), 'Nov' (en): the chart's axis. */
export function monthAbbr(month: string, language: string | undefined): string {
  return monthShort(language).format(midMonth(month)).replace(/\.$/, '');
}

/** 12500 -> 'R$ 12,5 mil' (pt), 'R$12.5K' (en): the chart's scale. */
export function formatBRLCompact(value: number, language: string | undefined): string {
  return compactBRL(language)
    .format(value)
    .replace(/\u00a0/g, ' ');
}

/**
 * The payment orders table with its filters in the URL, as that page reads them: status (a comma
 * list), plan, from and to (creation days), due (expiring, overdue), sort and dir.
 */
export function ordersUrl(filters: Record<string, string>): string {
  const query = Object.entries(filters)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/g, ',')}`)
    .join('&');
  return query ? `${paths.adm.paymentOrder}?${query}` : paths.adm.paymentOrder;
}
