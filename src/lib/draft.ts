import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type PathValue, type UseFormProps } from 'react-hook-form';
import { clearDraftPhotosOf, loadDraftPhotos, saveDraftPhotos } from './draft-photos';
import { useSession } from './session';
import type { SessionUser } from './session-token';
import { storageKeys } from './storage-keys';

/** Names of fields never written to storage, whatever a caller passes. */
const SECRET = /pass/i;

export type DraftValue = string | number | boolean | null;
export type Draft = Record<string, DraftValue>;
/** A form's values: any object whose fields are all plain values. */
export type DraftShape<T> = { [K in keyof T]: DraftValue };

function storeOf(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

const withoutSecrets = <T extends Draft>(values: T): Partial<T> => Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET.test(k))) as Partial<T>;

/* ---------- drafts of forms used before login (signup, recovery) ---------- */

/**
 * Keeps a form's non-secret fields (and its step) so a reload does not lose them.
 * Password fields are dropped on write.
 */
export function saveDraft(name: string, values: Draft, kind: 'session' | 'local' = 'session'): void {
  storeOf(kind)?.setItem(storageKeys.draft(name), JSON.stringify(withoutSecrets(values)));
}

export function loadDraft<T extends Draft>(name: string, kind: 'session' | 'local' = 'session'): Partial<T> {
  const raw = storeOf(kind)?.getItem(storageKeys.draft(name));
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function clearDraft(name: string, kind: 'session' | 'local' = 'session'): void {
  storeOf(kind)?.removeItem(storageKeys.draft(name));
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
type DraftEntries = Record<string, DraftEntry>;

const isValue = (v: unknown): v is DraftValue => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function readEntries(key: string): DraftEntries {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
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
function readPhotoCount(key: string): number {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    const n = parsed && typeof parsed === 'object' ? Number((parsed as { photos?: unknown }).photos) : 0;
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

function writeEntries(key: string, entries: DraftEntries, photos: number): void {
  try {
    if (Object.keys(entries).length === 0 && photos === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(photos ? { fields: entries, photos } : { fields: entries }));
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}

/** Drops every draft of one account (an explicit logout): its fields and its photos. */
export function clearDraftsOf(owner: string): void {
  const prefixes = owner ? [storageKeys.userDraft(owner, '')] : [];
  // Product drafts of older versions were kept under one key for whoever used the browser.
  prefixes.push(storageKeys.draft('product-'));
  for (let i = localStorage.length - 1; i >= 0; i -= 1) {
    const key = localStorage.key(i);
    if (key && prefixes.some((p) => key.startsWith(p))) localStorage.removeItem(key);
  }
  if (owner) void clearDraftPhotosOf(owner);
}

/** A field the server changed since the draft was taken, while the draft holds another value. */
export interface DraftConflict<T> {
  field: keyof T & string;
  /** The value in the draft. */
  mine: DraftValue;
  /** The current value on the server (what the field shows). */
  server: DraftValue;
  /** The value the draft started from. */
  from: DraftValue;
}

export interface RestoredDraft<T> {
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
    if (!(field in current) || typeof current[field] !== typeof to) continue;
    const now: DraftValue = current[field];
    if (now === to) continue;
    if (now === from) {
      (values as Record<string, DraftValue>)[field] = to;
      restored.push(field);
    } else conflicts.push({ field, mine: to, server: now, from });
  }
  return { values, restored, conflicts };
}

/** A draft form's values: its fields, and the photos picked (kept in IndexedDB, never in the entries). */
export type DraftFormValues<T> = T & { photos: File[] };

/**
 * A react-hook-form form whose values are kept while they differ from the values it started
 * with, under the account that typed them, with the photos picked (in IndexedDB): a reload, an
 * expired session and the login that follows lose nothing, another account on the same browser
 * sees nothing, and a draft never overwrites what changed on the server since (see restoreDraft).
 *
 * The form starts from the draft laid over `initial`. Values the draft sets itself (a photo
 * pick, a conflict settled, a discard) are checked again once the form has been submitted,
 * as a typed change is with reValidateMode 'onChange'.
 */
export function useDraftForm<T extends DraftShape<T> & FieldValues>(name: string, initial: T, options: Omit<UseFormProps<DraftFormValues<T>>, 'defaultValues' | 'values'> = {}) {
  type V = DraftFormValues<T>;
  const owner = draftOwner(useSession());
  const key = storageKeys.userDraft(owner, name);
  const base = useRef(initial);
  const [start] = useState(() => ({ ...restoreDraft(readEntries(key), initial), photos: readPhotoCount(key) }));
  const form = useForm<V>({ ...options, defaultValues: { ...start.values, photos: [] } as unknown as DefaultValues<V> });
  const watched = useWatch({ control: form.control }) as V;
  const { photos, ...fields } = watched;
  const values = fields as unknown as T;
  const [restored, setRestored] = useState(start.restored);
  const [conflicts, setConflicts] = useState(start.conflicts);
  const [photosRestored, setPhotosRestored] = useState(0);
  const photosTouched = useRef(false);
  // The photos on screen were saved with the form (clear): they are no longer a draft.
  const photosSaved = useRef(false);

  const set = (field: string, value: unknown) =>
    form.setValue(field as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  // A conflict is open while its field still shows the server's value.
  const open = conflicts.filter((c) => values[c.field] === c.server);

  useEffect(() => {
    const entries: DraftEntries = {};
    for (const c of open) entries[c.field] = { from: c.from, to: c.mine };
    for (const k of Object.keys(base.current) as (keyof T & string)[]) {
      const from: DraftValue = base.current[k];
      const to: DraftValue = values[k];
      if (to !== from && !SECRET.test(k)) entries[k] = { from, to };
    }
    writeEntries(key, entries, photosSaved.current ? 0 : photos.length);
    // `open` and `values` follow `watched` and `conflicts`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, watched, conflicts, photos.length]);

  useEffect(() => {
    let live = true;
    // Photos are offered back only while the draft that lists them exists.
    if (!start.photos) return;
    void loadDraftPhotos(owner, name).then((files) => {
      if (!live || photosTouched.current || files.length === 0) return;
      form.setValue('photos' as Path<V>, files as PathValue<V, Path<V>>);
      setPhotosRestored(files.length);
    });
    return () => {
      live = false;
    };
  }, [owner, name, start.photos, form]);

  /** The user picked or removed photos. */
  const setPhotos = (files: File[]) => {
    photosTouched.current = true;
    photosSaved.current = false;
    set('photos', files);
    void saveDraftPhotos(owner, name, files);
  };

  /** The form was saved: the draft is done. */
  const clear = () => {
    localStorage.removeItem(key);
    void saveDraftPhotos(owner, name, []);
    photosSaved.current = true;
    base.current = values;
    setConflicts([]);
    setRestored([]);
    setPhotosRestored(0);
  };
  /** Back to the values the form started with. */
  const discard = () => {
    clear();
    base.current = initial;
    photosTouched.current = true;
    photosSaved.current = false;
    form.reset({ ...initial, photos: [] } as unknown as V, { keepIsSubmitted: true, keepSubmitCount: true });
    if (form.formState.isSubmitted) void form.trigger();
  };
  /** Takes the draft's value for a field in conflict. */
  const takeMine = (field: keyof T & string) => {
    const c = conflicts.find((x) => x.field === field);
    if (!c) return;
    set(field, c.mine);
    setConflicts((list) => list.filter((x) => x.field !== field));
  };
  /** Keeps the server's value for a field in conflict (the draft's is dropped). */
  const keepServer = (field: keyof T & string) => setConflicts((list) => list.filter((x) => x.field !== field));

  return {
    form,
    /** The fields as they stand (without the photos). */
    values,
    draft: {
      photos,
      setPhotos,
      /** Something came back from a draft (fields, conflicts or photos). */
      restored: restored.length > 0 || open.length > 0 || photosRestored > 0,
      restoredFields: restored,
      restoredPhotos: photosRestored,
      conflicts: open,
      takeMine,
      keepServer,
      clear,
      discard,
    },
  };
}

/** What a draft form tells its notice: what came back, the conflicts, and the buttons' actions. */
export type FormDraft<T extends DraftShape<T> & FieldValues> = ReturnType<typeof useDraftForm<T>>['draft'];
