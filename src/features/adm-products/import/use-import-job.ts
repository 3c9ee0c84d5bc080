import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { admProductKeys, admProductQuery, admProductsQuery, createProduct, descriptionsOf } from '@/features/adm-products/shared/api/adm-products';
import { dashboardKeys } from '@/features/dashboard/shared/api/dashboard';
import { isAccessError, isApiError } from '@/api/errors';
import { scaleDownPhoto } from '@/lib/photos';
import { findCreatedParts, ImportRunner, type FailureKind, type JobRow, type RowFailure } from './import-job';
import { jobStore, type JobMeta, type StoredJob } from './import-store';

/** The plan's limit as the server told it when it refused a part. */
export interface PlanLimitInfo {
  plan: string;
  limit: number;
}

export interface ImportJob {
  /** The stored job was read (until then the page shows nothing of it). */
  loaded: boolean;
  job: StoredJob | null;
  runner: ImportRunner | null;
  /** Changes whenever a row or the run changes. */
  version: number;
  planLimit: PlanLimitInfo | null;
  start: (fileName: string, rows: JobRow[], photos: ReadonlyMap<string, File>) => Promise<void>;
  resume: () => void;
  discard: () => Promise<void>;
}

/** A photo that is neither among the chosen files nor in the stored job. */
class PhotoLostError extends Error {
  constructor(readonly photo: string) {
    super(`photo not found: ${photo}`);
  }
}

export function classifyFailure(error: unknown): { kind: FailureKind; failure: RowFailure } {
  if (error instanceof PhotoLostError) return { kind: 'refused', failure: { code: `photoLost:${error.photo}`, descriptions: [] } };
  if (!isApiError(error)) return { kind: 'refused', failure: { code: '', descriptions: [] } };
  const failure: RowFailure = { code: error.code, descriptions: descriptionsOf(error.field('description')) };
  // Only a full plan stops the queue; too many photos for the plan is this row's own failure.
  if (error.code === 'PLAN_LIMIT_REACHED' && error.field('limitKind') !== 'images') return { kind: 'limit', failure };
  // No reply, a server error, or a reply that is not the API's own (the simulated API's worker
  // lets go of a page being reloaded, whose calls then reach the static server): the part may or
  // may not exist, so the row is looked up before it is sent again.
  const noReply = error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && ((error.status ?? 0) >= 500 || !error.answeredByApi));
  if (isAccessError(error)) return { kind: 'session', failure };
  return { kind: noReply ? 'uncertain' : 'refused', failure };
}

/**
 * The job being sent in this page, per user: leaving the import screen for another one of the app
 * does not stop it, and coming back shows it as it goes.
 */
const live = new Map<string, { job: StoredJob; runner: ImportRunner | null; planLimit: PlanLimitInfo | null }>();
const listeners = new Map<string, Set<() => void>>();
const RENDER_EVERY_MS = 150;

function notify(owner: string) {
  listeners.get(owner)?.forEach((l) => l());
}

/**
 * The user's import job: read from storage on mount (after a reload or a new login the page offers
 * to resume it), started from a checked sheet, sent by an ImportRunner that stores every row change.
 */
export function useImportJob(owner: string, picked: ReadonlyMap<string, File>): ImportJob {
  const queryClient = useQueryClient();
  const store = useMemo(() => jobStore(owner), [owner]);
  const [loaded, setLoaded] = useState(() => live.has(owner));
  const [version, setVersion] = useState(0);
  const pickedRef = useRef(picked);
  pickedRef.current = picked;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // At most one render every RENDER_EVERY_MS however many rows change: the bar and the counts
  // read the same, and the page keeps its time for the requests (a render per frame took an
  // eighth of the main thread during an import).
  useEffect(() => {
    const listener = () => {
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setVersion((v) => v + 1);
      }, RENDER_EVERY_MS);
    };
    let set = listeners.get(owner);
    if (!set) listeners.set(owner, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [owner]);

  useEffect(() => {
    if (live.has(owner)) {
      setLoaded(true);
      return;
    }
    let current = true;
    setLoaded(false);
    store
      .load()
      .catch(() => null)
      .then((stored) => {
        if (!current) return;
        if (stored && !live.has(owner)) live.set(owner, { job: stored, runner: null, planLimit: null });
        setLoaded(true);
      });
    return () => {
      current = false;
    };
  }, [owner, store]);

  const entry = live.get(owner) ?? null;
  const changed = useCallback(() => notify(owner), [owner]);

  const begin = useCallback(
    (current: StoredJob) => {
      const photos = new Map<string, Promise<File>>();
      const photoOf = (name: string): Promise<File> => {
        let p = photos.get(name);
        if (!p) {
          p = (async () => {
            const blob: Blob | undefined = pickedRef.current.get(name) ?? (await store.photo(name));
            if (!blob) throw new PhotoLostError(name);
            const file = blob instanceof File ? blob : new File([blob], name, { type: blob.type });
            return scaleDownPhoto(file);
          })();
          photos.set(name, p);
          p.catch(() => photos.delete(name));
        }
        return p;
      };
      const listNow = () => queryClient.fetchQuery({ ...admProductsQuery(), staleTime: 0 });
      const state = { job: current, runner: null as ImportRunner | null, planLimit: null as PlanLimitInfo | null };
      const next = new ImportRunner(current.rows, {
        send: async (row) => {
          const images = await Promise.all(row.images.map(photoOf));
          const saved = await createProduct({ ...row.values, images });
          return saved.id;
        },
        findCreated: async (rows) => {
          const claimed = new Set(current.rows.flatMap((r) => (r.state === 'done' && r.productId !== undefined ? [r.productId] : [])));
          const listed = await listNow();
          const codes = new Map(listed.map((p) => [p.id, (p as { code?: unknown }).code]));
          return findCreatedParts(
            rows,
            {
              list: async () => listed,
              codeOf: async (id) => {
                const code = codes.get(id);
                return typeof code === 'string' ? code : (await queryClient.fetchQuery(admProductQuery(id))).product_code;
              },
            },
            new Set(current.meta.knownIds ?? []),
            claimed,
          );
        },
        persist: (rows) => store.saveRows(rows),
        classify: (error) => {
          const sorted = classifyFailure(error);
          if (sorted.kind === 'limit' && isApiError(error)) {
            state.planLimit = { plan: String(error.field('plan') ?? ''), limit: Number(error.field('limit') ?? 0) };
          }
          return sorted;
        },
        onChange: changed,
      });
      state.runner = next;
      live.set(owner, state);
      changed();
      void (async () => {
        if (current.meta.knownIds === null) {
          // The parts that exist before the first row goes: none of them can be a row's part.
          try {
            current.meta.knownIds = (await listNow()).map((p) => p.id);
            await store.saveMeta(current.meta);
          } catch {
            next.status = 'stopped';
            changed();
            return;
          }
        }
        await next.run();
        if (next.status === 'cancelled' && !current.meta.cancelled) {
          current.meta.cancelled = true;
          await store.saveMeta(current.meta).catch(() => undefined);
        }
        void queryClient.invalidateQueries({ queryKey: admProductKeys.all });
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
        changed();
      })();
    },
    [changed, owner, queryClient, store],
  );

  const start = useCallback(
    async (fileName: string, rows: JobRow[], photos: ReadonlyMap<string, File>) => {
      const meta: JobMeta = { version: 1, fileName, createdAt: new Date().toISOString(), knownIds: null, cancelled: false };
      const named = new Set(rows.filter((r) => r.state === 'pending').flatMap((r) => r.images));
      const kept = new Map([...photos].filter(([name]) => named.has(name)));
      const copy = rows.map((r) => ({ ...r }));
      await store.create(meta, copy, kept);
      begin({ meta, rows: copy });
    },
    [begin, store],
  );

  const resume = useCallback(() => {
    const current = live.get(owner);
    if (!current) return;
    const { runner } = current;
    if (runner?.active) {
      // Never a second run over the same rows while requests of the first are under way.
      if (runner.status === 'paused') runner.resume();
      return;
    }
    begin(current.job);
  }, [begin, owner]);

  // The job leaves the page only once its saved copy is gone: a tab closed right after
  // 'Nova importação' must not open on the old job again.
  const discard = useCallback(async () => {
    live.get(owner)?.runner?.cancel();
    await store.clear().catch(() => undefined);
    live.delete(owner);
    changed();
  }, [changed, owner, store]);

  return { loaded, job: entry?.job ?? null, runner: entry?.runner ?? null, version, planLimit: entry?.planLimit ?? null, start, resume, discard };
}
