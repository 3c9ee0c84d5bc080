/**
 * Validation rules of the forms (phone, signup, recovery, profile), as pure functions. The screens and the
 * simulated API both use them, so a rule changes in one place.
 */
import { LIMITS } from './limits';
import { applyMask, digitsOf, MASKS, PHONE_LENGTH, businessPhoneKind } from './masks';

// The limits live apart so the first load (the search box, the replies' checks) takes them without the rules.
export { LIMITS, TEXT_MAX } from './limits';
// The masks and the phone formats live apart so the product page's contact takes them without the rules.
export { applyMask, BUSINESS_MAX, businessPhoneKind, formatBusinessPhone, formatPhone, MASKS, nationalPhoneDigits } from './masks';

export const CODE_LENGTH = 6;
export const PASSWORD_MIN = 6;
/** Longest text still read as a phone in the recovery contact field. */
const RECOVERY_PHONE_MAX = 12;

/* ---------- phone ---------- */

type PhoneProblem = 'empty' | 'invalid';

/** 11 digits, not all the same digit, third digit 9 (accepts masked text). */
export function isValidPhone(value: string | null | undefined): boolean {
  const d = digitsOf(value);
  return d.length === PHONE_LENGTH && !/^(\d)\1*$/.test(d) && d[2] === '9';
}

export function phoneProblem(value: string | null | undefined): PhoneProblem | null {
  if (!digitsOf(value)) return 'empty';
  return isValidPhone(value) ? null : 'invalid';
}

/* ---------- name, e-mail ---------- */

/** A full name: at least two words of two or more letters each (initials in between allowed). */
export function isFullName(value: string | null | undefined): boolean {
  const words = (value ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return false;
  if (!words.every((w) => /^[\p{L}][\p{L}'.-]*$/u.test(w))) return false;
  const first = words[0];
  const last = words[words.length - 1];
  return first.replace(/[^\p{L}]/gu, '').length >= 2 && last.replace(/[^\p{L}]/gu, '').length >= 2;
}

export function isEmail(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v);
}

/* ---------- password ---------- */

const PASSWORD_LEVELS = ['Weak', 'Moderate', 'Strong', 'Strongest'] as const;
export type PasswordLevel = (typeof PASSWORD_LEVELS)[number];
export const DEFAULT_PASSWORD_LEVEL: PasswordLevel = 'Moderate';

export function asPasswordLevel(value: unknown): PasswordLevel {
  return PASSWORD_LEVELS.includes(value as PasswordLevel) ? (value as PasswordLevel) : DEFAULT_PASSWORD_LEVEL;
}

type PasswordCheck = 'length6' | 'length8' | 'length12' | 'number' | 'upper' | 'lower' | 'special' | 'noPersonal';

/** The checks each level of the strength guide asks for. */
export const LEVEL_CHECKS: Record<PasswordLevel, PasswordCheck[]> = {
  Weak: ['length6'],
  Moderate: ['length8', 'number', 'upper', 'lower'],
  Strong: ['length8', 'number', 'upper', 'lower', 'special', 'noPersonal'],
  Strongest: ['length12', 'number', 'upper', 'lower', 'special', 'noPersonal'],
};

export interface PersonalData {
  name?: string;
  phone?: string;
  email?: string;
}

function containsPersonal(password: string, personal: PersonalData): boolean {
  const p = password.toLowerCase();
  const parts = [
    ...(personal.name ?? '').toLowerCase().split(/\s+/),
    (personal.email ?? '').toLowerCase().split('@')[0],
    digitsOf(personal.phone),
    digitsOf(personal.phone).slice(-4),
  ].filter((s) => s && s.length >= 3);
  return parts.some((s) => p.includes(s));
}

export function passwordPasses(check: PasswordCheck, password: string, personal: PersonalData = {}): boolean {
  switch (check) {
    case 'length6':
      return password.length >= 6;
    case 'length8':
      return password.length >= 8;
    case 'length12':
      return password.length >= 12;
    case 'number':
      return /\d/.test(password);
    case 'upper':
      return /[A-Z]/.test(password);
    case 'lower':
      return /[a-z]/.test(password);
    case 'special':
      return /[!@#$%]/.test(password);
    case 'noPersonal':
      return !containsPersonal(password, personal);
  }
}

export function meetsLevel(level: PasswordLevel, password: string, personal: PersonalData = {}): boolean {
  return LEVEL_CHECKS[level].every((c) => passwordPasses(c, password, personal));
}

/** The highest level the password reaches, or null below Weak. */
export function passwordLevel(password: string, personal: PersonalData = {}): PasswordLevel | null {
  let best: PasswordLevel | null = null;
  for (const level of PASSWORD_LEVELS) if (meetsLevel(level, password, personal)) best = level;
  return best;
}

/**
 * The rule every new password must pass (signup, recovery): exactly the checklist of the
 * level the server hints at (Moderate by default: 8 characters, a number, an upper- and a
 * lower-case letter), so the guide on screen and the rule enforced are one and the same.
 */
export function isAcceptablePassword(password: string | null | undefined, level: PasswordLevel = DEFAULT_PASSWORD_LEVEL, personal: PersonalData = {}): boolean {
  return meetsLevel(level, password ?? '', personal);
}

/* ---------- verification code ---------- */

export function isValidCode(value: string | null | undefined): boolean {
  return (value ?? '').trim().length === CODE_LENGTH;
}

/* ---------- recovery contact ---------- */

type ContactKind = 'phone' | 'email';

/** In the recovery contact, 12 characters or fewer is a phone, anything longer an e-mail. */
export function contactKind(value: string | null | undefined): ContactKind {
  return (value ?? '').trim().length <= RECOVERY_PHONE_MAX ? 'phone' : 'email';
}

type ContactProblem = 'empty' | 'invalidPhone' | 'invalidEmail';

export function contactProblem(value: string | null | undefined): ContactProblem | null {
  const v = (value ?? '').trim();
  if (!v) return 'empty';
  if (contactKind(v) === 'phone') return isValidPhone(v) ? null : 'invalidPhone';
  return isEmail(v) ? null : 'invalidEmail';
}

/** What the recovery calls send: phone digits, or the e-mail as typed (trimmed, lower case). */
export function normalizeContact(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  return contactKind(v) === 'phone' ? digitsOf(v) : v.toLowerCase();
}

/* ---------- profile ---------- */

export function isValidBusinessPhone(value: string | null | undefined): boolean {
  const d = digitsOf(value);
  const kind = businessPhoneKind(d);
  if (kind === 'tollFree') return d.length === 11;
  if (kind === 'shared') return d.length === 8;
  return d.length === 10 || isValidPhone(d);
}

export function formatZipcode(value: string | null | undefined): string {
  return applyMask(MASKS.zipcode, value);
}

/** The zipcode lookup runs only with exactly 8 digits; returns them, else null. */
export function zipcodeForLookup(value: string | null | undefined): string | null {
  const d = digitsOf(value);
  return d.length === 8 ? d : null;
}

/** The 27 units of the federation (26 states and the Federal District). */
export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

/** The state as typed, in upper case (nothing dropped or cut: a wrong one is refused by isUf). */
export function normalizeState(value: string | null | undefined): string {
  return (value ?? '').toUpperCase();
}

/** One of the 27 UFs ('SP'); 'XY' has the shape of one and is none. */
export function isUf(value: string | null | undefined): boolean {
  return (UFS as readonly string[]).includes((value ?? '').trim().toUpperCase());
}

/* ---------- CPF and CNPJ ---------- */

/** A document (CPF or CNPJ) has at most 14 digits; up to 11 it is a CPF. */
const DOCUMENT_MAX = 14;
const CPF_LENGTH = 11;

/** The digits of a document, at most 14 (what a payment identification stores). */
export function documentDigits(value: string | null | undefined): string {
  return digitsOf(value).slice(0, DOCUMENT_MAX);
}

export function documentKind(value: string | null | undefined): 'cpf' | 'cnpj' {
  return documentDigits(value).length > CPF_LENGTH ? 'cnpj' : 'cpf';
}

/** A document as it is typed: up to 11 digits a CPF (000.000.000-00), above a CNPJ (00.000.000/0000-00). */
export function formatDocument(value: string | null | undefined): string {
  return applyMask(MASKS[documentKind(value)], value);
}

/** Check digit of the CPF/CNPJ modulus-11 scheme for `base` with these weights. */
function mod11(base: string, weights: number[]): number {
  const sum = weights.reduce((n, w, i) => n + w * Number(base[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** 9 digits plus their two CPF check digits (used to make valid demo documents). */
export function cpfWithCheckDigits(nine: string): string {
  const base = digitsOf(nine).padStart(9, '0').slice(-9);
  const d1 = mod11(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11(base + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${d2}`;
}

/** A CPF: 11 digits, not one repeated digit (111.111.111-11), and both check digits right. */
export function isValidCpf(value: string | null | undefined): boolean {
  const d = digitsOf(value);
  if (d.length !== CPF_LENGTH || /^(\d)\1*$/.test(d)) return false;
  return cpfWithCheckDigits(d.slice(0, 9)) === d;
}

/** A CNPJ: 14 digits, not one repeated digit, and both check digits right. */
export function isValidCnpj(value: string | null | undefined): boolean {
  const d = digitsOf(value);
  if (d.length !== DOCUMENT_MAX || /^(\d)\1*$/.test(d)) return false;
  const d1 = mod11(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d.endsWith(`${d1}${d2}`);
}

/** A payment identification: a valid CPF (11 digits) or a valid CNPJ (14 digits). */
export function isValidCpfOrCnpj(value: string | null | undefined): boolean {
  const d = digitsOf(value);
  return d.length === CPF_LENGTH ? isValidCpf(d) : d.length === DOCUMENT_MAX ? isValidCnpj(d) : false;
}

/**
 * What is wrong with a CPF or CNPJ (the profile's document): `length` when it is neither 11 digits
 * (a CPF) nor 14 (a CNPJ), `cpf` or `cnpj` when that document's check digits are wrong; null when it
 * is a valid one.
 */
export function documentProblem(value: string | null | undefined): 'length' | 'cpf' | 'cnpj' | null {
  const d = digitsOf(value);
  if (d.length === CPF_LENGTH) return isValidCpf(d) ? null : 'cpf';
  if (d.length === DOCUMENT_MAX) return isValidCnpj(d) ? null : 'cnpj';
  return 'length';
}

/* ---------- sizes ---------- */

/** The digits of a price input may describe at most this many cents (R$ 9.999.999,99). */
export const PRICE_DIGITS_MAX = String(Math.round(LIMITS.priceMax * 100)).length;

export function isValidPrice(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= LIMITS.priceMax;
}

/**
 * A whole number as typed: digits only (spaces around allowed); anything else is NaN, so '1.5',
 * '1e3' or '0x10' are refused rather than read as 1.5, 1000 or 16.
 */
export function wholeNumber(text: string | null | undefined): number {
  const v = (text ?? '').trim();
  return /^\d+$/.test(v) ? Number(v) : Number.NaN;
}

export function isValidQuantity(value: number, min = 1): boolean {
  return Number.isInteger(value) && value >= min && value <= LIMITS.quantityMax;
}

/* ---------- dates ---------- */

/** Today as YYYY-MM-DD in the user's own time zone. */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** A real YYYY-MM-DD day as a UTC date, or null. */
function isoDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** `day` (YYYY-MM-DD) moved by a number of days. */
function addDays(day: string, days: number): string {
  const date = isoDay(day);
  if (!date) return day;
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

/** The last due date a bank slip may have: the same day a year after `today` (28 February for a 29th). */
export function latestDueDate(today: string = todayIso()): string {
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y + 1, m - 1, d));
  // 29 February + 1 year rolls into March: the last day of February instead.
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return isoOf(date);
}

/**
 * What is wrong with a bank slip's due date: not a real YYYY-MM-DD day, before today (a slip past
 * due cannot be paid), or more than a year from today (9999-12-31 is a typing slip, not a term).
 * `today` is the caller's YYYY-MM-DD; the API gives `slackDays` at both ends for time zones.
 */
export function dueDateProblem(value: string | null | undefined, today: string = todayIso(), slackDays = 0): 'invalid' | 'past' | 'tooLate' | null {
  const v = (value ?? '').trim();
  if (!isoDay(v)) return 'invalid';
  if (v < addDays(today, -slackDays)) return 'past';
  if (v > addDays(latestDueDate(today), slackDays)) return 'tooLate';
  return null;
}

/** A bank slip's due date within its window (see dueDateProblem). */
export function isDueDateAllowed(value: string | null | undefined, today: string = todayIso(), slackDays = 0): boolean {
  return dueDateProblem(value, today, slackDays) === null;
}

/* ---------- images ---------- */

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

/** How many leading bytes `imageKindOf` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

/**
 * The image format its first bytes declare (PNG, JPEG, WebP or GIF), or null: a text file
 * renamed '.png' is not an image, whatever its name or declared type.
 */
export function imageKindOf(head: Uint8Array): ImageKind | null {
  const at = (i: number, ...bytes: number[]) => bytes.every((b, j) => head[i + j] === b);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'gif';
  return null;
}

/** The first `count` bytes of a file (FileReader where a Blob cannot give its bytes directly). */
export async function leadingBytes(file: Blob, count: number): Promise<Uint8Array> {
  const part = file.slice(0, count);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(part);
  });
}

/** Reads a file's first bytes and tells whether they are those of an accepted image. */
export async function isRealImage(file: Blob): Promise<boolean> {
  try {
    return imageKindOf(await leadingBytes(file, IMAGE_SIGNATURE_BYTES)) !== null;
  } catch {
    return false;
  }
}
