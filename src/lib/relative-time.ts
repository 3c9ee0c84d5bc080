/** Relative-time labels: under 30 s 'now', then seconds, minutes, hours, days, weeks, months (2,629,743 s each). */
export type RelativeUnit = 'now' | 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months';

export const SECONDS_PER_MONTH = 2629743;

export function relativeTime(date: string | number | Date, nowMs = Date.now()): { unit: RelativeUnit; count: number } {
  const then = new Date(date).getTime();
  const diff = Math.max(0, Math.floor((nowMs - then) / 1000));
  if (!Number.isFinite(diff) || diff < 30) return { unit: 'now', count: 0 };
  if (diff < 60) return { unit: 'seconds', count: diff };
  if (diff < 3600) return { unit: 'minutes', count: Math.floor(diff / 60) };
  if (diff < 86400) return { unit: 'hours', count: Math.floor(diff / 3600) };
  if (diff < 604800) return { unit: 'days', count: Math.floor(diff / 86400) };
  if (diff < SECONDS_PER_MONTH) return { unit: 'weeks', count: Math.floor(diff / 604800) };
  return { unit: 'months', count: Math.floor(diff / SECONDS_PER_MONTH) };
}
