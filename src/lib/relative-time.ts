import { perLocale } from './format';
import { parseDate } from './dates';

/** Relative-time labels: under 30 s 'now', then seconds, minutes, hours, days, weeks, months (2,629,743 s each). */
export type RelativeUnit = 'now' | 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months';

export const SECONDS_PER_MONTH = 2629743;

/** How far ahead of this device's clock a date may be and still read 'now' (the server's clock may run ahead). */
export const CLOCK_SKEW_SECONDS = 300;

/**
 * How long ago a date was, as a unit and a count; null when there is no honest answer: the
 * date cannot be read, or it lies in the future beyond clock skew. 'now' is never a fallback.
 */
export function relativeTime(date: string | number | Date, nowMs = Date.now()): { unit: RelativeUnit; count: number } | null {
  const then = typeof date === 'string' ? (parseDate(date)?.getTime() ?? Number.NaN) : new Date(date).getTime();
  if (!Number.isFinite(then) || !Number.isFinite(nowMs)) return null;
  const seconds = Math.floor((nowMs - then) / 1000);
  if (seconds < -CLOCK_SKEW_SECONDS) return null;
  const diff = Math.max(0, seconds);
  if (diff < 30) return { unit: 'now', count: 0 };
  if (diff < 60) return { unit: 'seconds', count: diff };
  if (diff < 3600) return { unit: 'minutes', count: Math.floor(diff / 60) };
  if (diff < 86400) return { unit: 'hours', count: Math.floor(diff / 3600) };
  if (diff < 604800) return { unit: 'days', count: Math.floor(diff / 86400) };
  if (diff < SECONDS_PER_MONTH) return { unit: 'weeks', count: Math.floor(diff / 604800) };
  return { unit: 'months', count: Math.floor(diff / SECONDS_PER_MONTH) };
}

/** Intl's unit for each of ours past 'now'. */
const INTL_UNIT = { seconds: 'second', minutes: 'minute', hours: 'hour', days: 'day', weeks: 'week', months: 'month' } as const;
const relativeFormat = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));

/**
 * 'há 5 minutos' / '5 minutes ago': a count of a unit past 'now', worded by Intl in the app's
 * language, always with the number ('há 1 dia', never 'ontem'). Which unit and count a date gets
 * is the rule of relativeTime() above, not Intl's: under 30 s it is 'now', and a month is
 * 2,629,743 s. 'now' is not worded here: its text is the app's own ('Agora', capitalised, for
 * anything under 30 s), which Intl cannot give (its 'agora' is lower case and means 0 s only).
 */
export function formatRelative(unit: Exclude<RelativeUnit, 'now'>, count: number, language: string | undefined): string {
  return relativeFormat(language).format(-count, INTL_UNIT[unit]);
}
