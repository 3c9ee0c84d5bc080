/** Made on first use: building an Intl formatter loads locale data, which the first paint does not need. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
const brlFormat = once(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const dateFormat = once(() => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }));

/** 1234.56 -> 'R$ 1.234,56' (with a plain space, so text matches what users type and read). */
export function formatBRL(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return brlFormat().format(0).replace(/\u00a0/g, ' ');
  return brlFormat().format(n).replace(/\u00a0/g, ' ');
}

/** '2026-11-21' or an ISO date-time -> '21/11/2026'; anything unparseable is returned as given. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00-03:00`) : new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : dateFormat().format(d);
}

/** Cuts a description to `max` characters plus '...' (35 on grid cards, 27 on side lists). */
export function cutText(text: string | null | undefined, max: number): string {
  const s = text ?? '';
  return s.length > max ? `${s.slice(0, max)}...` : s;
}

export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * 'promoção de pastilhas em SP' -> 'Promoção de pastilhas em SP': the first letter only (CSS
 * capitalize would give 'Promoção De Pastilhas Em SP'); the rest stays as the user typed it.
 */
export function upperFirst(text: string | null | undefined): string {
  const s = text ?? '';
  const i = s.search(/\p{L}/u);
  return i < 0 ? s : s.slice(0, i) + s.charAt(i).toLocaleUpperCase('pt-BR') + s.slice(i + 1);
}
