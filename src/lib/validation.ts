/**
 * Validation rules of the forms (phone, signup, recovery, profile), as pure functions. The screens and the
 * simulated API both use them, so a rule changes in one place.
 */

export const PHONE_LENGTH = 11;
export const CODE_LENGTH = 6;
export const PASSWORD_MIN = 6;
export const TEXT_MAX = 127;
export const STATE_MAX = 2;
/** Longest text still read as a phone in the recovery contact field. */
export const RECOVERY_PHONE_MAX = 12;

/** Masks: 9 = one digit, anything else is kept as typed. */
export const MASKS = {
  phone: '(99) 9-9999-9999',
  document: '999.999.999-99',
  zipcode: '99.999-999',
  businessTollFree: '9999-999-9999',
  businessShared: '9999-9999',
  businessMobile: '(99) 9-9999-9999',
  businessLandline: '(99) 9999-9999',
} as const;

function digitsOf(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Applies a mask ('9' = digit) to the digits of `value`; stops where the digits end. */
export function applyMask(mask: string, value: string | null | undefined): string {
  const digits = digitsOf(value);
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '9') out += digits[i++];
    else out += ch;
  }
  return out;
}

/* ---------- phone ---------- */

export type PhoneProblem = 'empty' | 'invalid';

/** 11 digits, not all the same digit, third digit 9 (accepts masked text). */
export function isValidPhone(value: string | null | undefined): boolean {
  const d = digitsOf(value);
  return d.length === PHONE_LENGTH && !/^(\d)\1*$/.test(d) && d[2] === '9';
}

export function phoneProblem(value: string | null | undefined): PhoneProblem | null {
  if (!digitsOf(value)) return 'empty';
  return isValidPhone(value) ? null : 'invalid';
}

export function formatPhone(value: string | null | undefined): string {
  return applyMask(MASKS.phone, value);
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

export const PASSWORD_LEVELS = ['Weak', 'Moderate', 'Strong', 'Strongest'] as const;
export type PasswordLevel = (typeof PASSWORD_LEVELS)[number];
export const DEFAULT_PASSWORD_LEVEL: PasswordLevel = 'Moderate';

export function asPasswordLevel(value: unknown): PasswordLevel {
  return PASSWORD_LEVELS.includes(value as PasswordLevel) ? (value as PasswordLevel) : DEFAULT_PASSWORD_LEVEL;
}

export type PasswordCheck = 'length6' | 'length8' | 'length12' | 'number' | 'upper' | 'lower' | 'special' | 'noPersonal';

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

export type ContactKind = 'phone' | 'email';

/** In the recovery contact, 12 characters or fewer is a phone, anything longer an e-mail. */
export function contactKind(value: string | null | undefined): ContactKind {
  return (value ?? '').trim().length <= RECOVERY_PHONE_MAX ? 'phone' : 'email';
}

export type ContactProblem = 'empty' | 'invalidPhone' | 'invalidEmail';

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

export type BusinessPhoneKind = 'tollFree' | 'shared' | 'phone';

export function businessPhoneKind(value: string | null | undefined): BusinessPhoneKind {
  const d = digitsOf(value);
  if (/^0[358]00/.test(d)) return 'tollFree';
  if (d.startsWith('4004')) return 'shared';
  return 'phone';
}

/** Max length of the formatted business phone: 13 (0800/0300/0500), 9 (4004), 16 otherwise. */
export const BUSINESS_MAX = { tollFree: 13, shared: 9, phone: 16 } as const;

/**
 * Formats a business phone as it is typed: 0800-123-4567, 4004-1234, (11) 9-8765-4321
 * for mobiles or (11) 3322-4455 for landlines.
 */
export function formatBusinessPhone(value: string | null | undefined): string {
  const d = digitsOf(value);
  const kind = businessPhoneKind(d);
  if (kind === 'tollFree') return applyMask(MASKS.businessTollFree, d.slice(0, 11));
  if (kind === 'shared') return applyMask(MASKS.businessShared, d.slice(0, 8));
  if (d.length > 10 || d[2] === '9') return applyMask(MASKS.businessMobile, d.slice(0, 11));
  return applyMask(MASKS.businessLandline, d.slice(0, 10));
}

export function isValidBusinessPhone(value: string | null | undefined): boolean {
  const d = digitsOf(value);
  const kind = businessPhoneKind(d);
  if (kind === 'tollFree') return d.length === 11;
  if (kind === 'shared') return d.length === 8;
  return d.length === 10 || isValidPhone(d);
}

export function formatDocument(value: string | null | undefined): string {
  return applyMask(MASKS.document, value);
}

export function formatZipcode(value: string | null | undefined): string {
  return applyMask(MASKS.zipcode, value);
}

/** The zipcode lookup runs only with exactly 8 digits; returns them, else null. */
export function zipcodeForLookup(value: string | null | undefined): string | null {
  const d = digitsOf(value);
  return d.length === 8 ? d : null;
}

/** State: two letters, upper case. */
export function normalizeState(value: string | null | undefined): string {
  return (value ?? '').replace(/[^A-Za-z]/g, '').slice(0, STATE_MAX).toUpperCase();
}
