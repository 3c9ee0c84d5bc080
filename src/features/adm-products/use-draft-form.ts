import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type PathValue, type UseFormProps } from 'react-hook-form';
import { safeStorage } from '@/lib/safe-storage';
import { storageKeys } from '@/lib/storage-keys';
import {
  SECRET,
  draftOwner,
  readEntries,
  readPhotoCount,
  restoreDraft,
  writeEntries,
  type DraftEntries,
  type DraftShape,
  type DraftValue,
} from '@/stores/draft';
import { loadDraftPhotos, saveDraftPhotos } from '@/stores/draft-photos';
import { useSession } from '@/stores/session';

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
export function useDraftForm<T extends DraftShape<T> & FieldValues>(
  name: string,
  initial: T,
  options: Omit<UseFormProps<DraftFormValues<T>>, 'defaultValues' | 'values'> = {},
) {
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
    safeStorage.remove(key);
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
