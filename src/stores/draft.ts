import { clearDraftPhotosOf } from './draft-photos';
import type { SessionUser } from '@/lib/session-token';
import { safeStorage, type StorageArea } from '@/lib/safe-storage';
import { storageKeys } from '@/lib/storage-keys';

/** Names of fields never written to storage, whatever a caller passes. */
export const SECRET = /pass/i;

export type DraftValue = string | number | boolean | null;
export type Draft = Record<string, DraftValue>;
/** A form's values: any object whose fields are all plain values. */
export type DraftShape<T> = { [K in keyof T]: DraftValue };

const withoutSecrets = <T extends Draft>(values: T): Partial<T> => Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET.test(k))) as Partial<T>;

/* ---------- drafts of forms used before login (signup, recovery) ---------- */

/**
 * Keeps a form's non-secret fields (and its step) so a reload does not lose them.
 * Password fields are dropped on write.
 */
export function saveDraft(name: string, values: Draft, kind: StorageArea = 'session'): void {
  safeStorage.set(storageKeys.draft(name), JSON.stringify(withoutSecrets(values)), kind);
}

export function loadDraft<T extends Draft>(name: string, kind: StorageArea = 'session'): Partial<T> {
  const raw = safeStorage.get(storageKeys.draft(name), kind);
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function clearDraft(name: string, kind: StorageArea = 'session'): void {
  safeStorage.remove(storageKeys.draft(name), kind);
}

/* ---------- drafts of an account's forms ---------- */

/** Whose drafts these are: the session's phone (the account's login), else its name. */
export function draftOwner(user: SessionUser | null): string {
  return user ? user.phone || user.username : '';
}

/** One changed field: the value the form started from, and what the user typed. */
interface DraftEntry {
  from: DraftValue;
  to: DraftValue;
}
export type DraftEntries = Record<string, DraftEntry>;

const isValue = (v: unknown): v is DraftValue => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** Also read by use-draft-form.ts. */
export function readEntries(key: string): DraftEntries {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(key) ?? 'null');
    const fields = parsed && typeof parsed === 'object' ? (parsed as { fields?: unknown }).fields : null;
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return {};
    const out: DraftEntries = {};
    for (const [k, e] of Object.entries(fields as Record<string, unknown>)) {
      if (e && typeof e === 'object' && isValue((e as DraftEntry).from) && isValue((e as DraftEntry).to) && !SECRET.test(k)) out[k] = e as DraftEntry;
    }
    return out;
  } catch {
    return {};
  }
}

/** How many photos the draft holds (they live in IndexedDB; this entry says they belong to a live draft). */
/** Also read by use-draft-form.ts. */
export function readPhotoCount(key: string): number {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(key) ?? 'null');
    const n = parsed && typeof parsed === 'object' ? Number((parsed as { photos?: unknown }).photos) : 0;
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** Also read by use-draft-form.ts. */
export function writeEntries(key: string, entries: DraftEntries, photos: number): void {
  // Storage full or blocked: the draft is kept in the tab's memory, lost to a reload.
  if (Object.keys(entries).length === 0 && photos === 0) safeStorage.remove(key);
  else safeStorage.set(key, JSON.stringify(photos ? { fields: entries, photos } : { fields: entries }));
}

/** Drops every draft of one account (an explicit logout): its fields and its photos. */
export function clearDraftsOf(owner: string): void {
  const prefixes = owner ? [storageKeys.userDraft(owner, '')] : [];
  // Product drafts of older versions were kept under one key for whoever used the browser.
  prefixes.push(storageKeys.draft('product-'));
  for (const key of safeStorage.keys()) if (prefixes.some((p) => key.startsWith(p))) safeStorage.remove(key);
  if (owner) void clearDraftPhotosOf(owner);
}

/** A field the server changed since the draft was taken, while the draft holds another value. */
interface DraftConflict<T> {
  field: keyof T & string;
  /** The value in the draft. */
  mine: DraftValue;
  /** The current value on the server (what the field shows). */
  server: DraftValue;
  /** The value the draft started from. */
  from: DraftValue;
}

interface RestoredDraft<T> {
  values: T;
  /** Fields taken from the draft (the user had changed them; the server had not). */
  restored: (keyof T & string)[];
  conflicts: DraftConflict<T>[];
}

/**
 * Lays a draft over the current values: only the fields the user changed come back, and only
 * where the server still holds what the draft started from; a field changed on both sides is a
 * conflict and keeps the server's value.
 */
export function restoreDraft<T extends DraftShape<T>>(entries: DraftEntries, current: T): RestoredDraft<T> {
  const values = { ...current };
  const restored: (keyof T & string)[] = [];
  const conflicts: DraftConflict<T>[] = [];
  for (const [field, { from, to }] of Object.entries(entries) as [keyof T & string, DraftEntry][]) {
    // A field may be unset (null, a choice not made yet) on either side; otherwise the kinds must agree.
    if (!(field in current) || (typeof current[field] !== typeof to && current[field] !== null && to !== null)) continue;
    const now: DraftValue = current[field];
    if (now === to) continue;
    if (now === from) {
      (values as Record<string, DraftValue>)[field] = to;
      restored.push(field);
    } else conflicts.push({ field, mine: to, server: now, from });
  }
  return { values, restored, conflicts };
}
