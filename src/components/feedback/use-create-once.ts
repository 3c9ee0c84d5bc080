import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { isAccessError } from '@/api/errors';
import { isOutcomeUnknown } from '@/api/lost-reply';
import { toast } from '@/components/toast/toast-store';

/**
 * One create (a part, a banner, a payment order, a bank slip, an interest request) from one
 * intention. A create's repeat costs money or data, and its call has no idempotency key, so:
 *
 * - while it is sent, and once it went through, the form sends nothing more (clicks, a double
 *   submit, a retry): `locked` turns the button off, and `run` ignores a call anyway;
 * - when its outcome is unknown (no reply, a 5xx: see isOutcomeUnknown), it is never sent again
 *   by itself: `find` looks on the server for what it would have made. Found, it ends as if the
 *   reply had come; not found, the form offers to send it again ('missing'); when the check
 *   itself fails, to check again ('unverified', and by itself once the browser is back online);
 * - leaving the form does not stop it: the attempt outlives the screen (it is kept by `key`), a
 *   form opened again with the same key joins it, and an outcome that comes while no form shows
 *   it is told in a toast afterwards (`away`). Closing or reloading the tab meanwhile asks first.
 */

export type CreatePhase = 'idle' | 'sending' | 'checking' | 'done' | 'missing' | 'unverified';

/** How a create ended well: its reply, or the record the check found after the reply was lost. */
export type CreateOutcome<R, F> = { kind: 'sent'; result: R } | { kind: 'found'; record: F };

/** What a toast says when the outcome comes after the form was left. */
export interface AwayTexts {
  done: string;
  notDone: string;
  unknown: string;
}
export type AwayKind = keyof AwayTexts;

export interface CreateOnceOptions<P, R, F> {
  /** The record a create sent at `since` with this `probe` would have made, or null when the server has none. */
  find: (probe: P, since: number) => Promise<F | null>;
  /** It went through (reply or record found), while the form is on screen. */
  onDone: (outcome: CreateOutcome<R, F>) => void;
  /** It was refused, or failed before it could have been carried out, while the form is on screen. */
  onError: (error: unknown) => void;
  /** The texts of the toasts that tell an outcome after the form was left. */
  away: (probe: P) => AwayTexts;
  /** How an outcome after the form was left is told: a toast unless given. */
  reportAway?: (kind: AwayKind, text: string) => void;
}

export interface CreateOnce<P, R> {
  phase: CreatePhase;
  /** Sending or checking: the form waits. */
  busy: boolean;
  /** The form's submit button is off: anything but idle (after 'missing', only the notice's button sends). */
  locked: boolean;
  /** Why the last check failed ('unverified'). */
  checkError: unknown;
  /** Sends, unless an attempt is under way, done or unverified. `send` gets a signal that `stop` aborts. */
  run: (probe: P, send: (signal: AbortSignal) => Promise<R>) => Promise<void> | undefined;
  /** Checks again after a check that failed. */
  check: () => void;
  /** Stops waiting for the reply (the call is aborted): the outcome is then checked. */
  stop: () => void;
}

interface Attempt {
  phase: Exclude<CreatePhase, 'idle'>;
  probe: unknown;
  since: number;
  checkError: unknown;
  controller: AbortController;
  find: (probe: unknown, since: number) => Promise<unknown>;
  texts: AwayTexts;
  reportAway: (kind: AwayKind, text: string) => void;
}

interface Reporter {
  onDone: (outcome: CreateOutcome<unknown, unknown>) => void;
  onError: (error: unknown) => void;
}

const attempts = new Map<string, Attempt>();
/** The form on screen for each key (the last one mounted). */
const reporters = new Map<string, Reporter>();
const listeners = new Map<string, Set<() => void>>();

/** The usual way to tell an outcome that came after the form was left: a green or red toast. */
export function tellAway(kind: AwayKind, text: string) {
  if (kind === 'done') toast.success(text);
  else toast.danger(text);
}

/** While a create waits for its outcome, closing or reloading the tab asks first (the browser's own question). */
function stay(event: BeforeUnloadEvent) {
  event.preventDefault();
}
let guarding = false;
function guardUnload() {
  const waiting = [...attempts.values()].some((a) => a.phase === 'sending' || a.phase === 'checking');
  if (waiting === guarding || typeof window === 'undefined') return;
  guarding = waiting;
  if (waiting) window.addEventListener('beforeunload', stay);
  else window.removeEventListener('beforeunload', stay);
}

function emit(key: string) {
  guardUnload();
  listeners.get(key)?.forEach((l) => l());
}

function subscribe(key: string, listener: () => void) {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
  };
}

function move(key: string, attempt: Attempt, phase: Attempt['phase'], checkError: unknown = null) {
  attempt.phase = phase;
  attempt.checkError = checkError;
  emit(key);
}

function forget(key: string) {
  attempts.delete(key);
  emit(key);
}

/** Forgets every attempt without telling anything (the tests' setup, between tests). */
export function forgetCreates() {
  for (const key of [...attempts.keys()]) forget(key);
}

const current = (key: string, attempt: Attempt) => attempts.get(key) === attempt;

function finish(key: string, attempt: Attempt, outcome: CreateOutcome<unknown, unknown>) {
  if (!current(key, attempt)) return;
  move(key, attempt, 'done');
  const reporter = reporters.get(key);
  if (reporter) {
    reporter.onDone(outcome);
    return;
  }
  forget(key);
  attempt.reportAway('done', attempt.texts.done);
}

function verify(key: string, attempt: Attempt): Promise<void> {
  move(key, attempt, 'checking');
  return attempt.find(attempt.probe, attempt.since).then(
    (record) => {
      if (!current(key, attempt)) return;
      if (record !== null && record !== undefined) {
        finish(key, attempt, { kind: 'found', record });
        return;
      }
      move(key, attempt, 'missing');
      if (reporters.has(key)) return;
      forget(key);
      attempt.reportAway('notDone', attempt.texts.notDone);
    },
    (error: unknown) => {
      if (!current(key, attempt)) return;
      move(key, attempt, 'unverified', error);
      if (!reporters.has(key)) attempt.reportAway('unknown', attempt.texts.unknown);
    },
  );
}

function start<P, R, F>(key: string, probe: P, send: (signal: AbortSignal) => Promise<R>, options: CreateOnceOptions<P, R, F>) {
  const before = attempts.get(key);
  if (before && before.phase !== 'missing') return undefined;
  const attempt: Attempt = {
    phase: 'sending',
    probe,
    since: Date.now(),
    checkError: null,
    controller: new AbortController(),
    find: options.find as Attempt['find'],
    texts: options.away(probe),
    reportAway: options.reportAway ?? tellAway,
  };
  attempts.set(key, attempt);
  emit(key);
  let sent: Promise<R>;
  try {
    sent = send(attempt.controller.signal);
  } catch (error) {
    sent = Promise.reject(error);
  }
  return sent.then(
    (result) => finish(key, attempt, { kind: 'sent', result }),
    (error: unknown) => {
      if (!current(key, attempt)) return undefined;
      if (isOutcomeUnknown(error)) return verify(key, attempt);
      forget(key);
      const reporter = reporters.get(key);
      if (reporter) reporter.onError(error);
      // A lost session is told by the app (login with a return); anything else in a toast.
      else if (!isAccessError(error)) attempt.reportAway('notDone', attempt.texts.notDone);
      return undefined;
    },
  );
}

/**
 * The create of a form, kept under `key` (one per form: 'product-create', 'slip:<order>').
 * See the top of this file; `CreateOutcomeNotice` shows the checking, missing and unverified states.
 */
export function useCreateOnce<P, R, F>(key: string, options: CreateOnceOptions<P, R, F>): CreateOnce<P, R> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const phase = useSyncExternalStore<CreatePhase>(
    useCallback((l: () => void) => subscribe(key, l), [key]),
    () => attempts.get(key)?.phase ?? 'idle',
    () => 'idle',
  );

  useEffect(() => {
    const reporter: Reporter = {
      onDone: (outcome) => latest.current.onDone(outcome as CreateOutcome<R, F>),
      onError: (error) => latest.current.onError(error),
    };
    reporters.set(key, reporter);
    return () => {
      if (reporters.get(key) === reporter) reporters.delete(key);
      // What this form saw end goes with it; an attempt still waiting is told afterwards.
      const left = attempts.get(key);
      if (left && (left.phase === 'done' || left.phase === 'missing')) forget(key);
    };
  }, [key]);

  const check = useCallback(() => {
    const attempt = attempts.get(key);
    if (attempt?.phase === 'unverified') void verify(key, attempt);
  }, [key]);

  // A check that failed offline is made again as soon as the connection is back.
  useEffect(() => {
    if (phase !== 'unverified') return undefined;
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, [phase, check]);

  return {
    phase,
    busy: phase === 'sending' || phase === 'checking',
    locked: phase !== 'idle',
    checkError: attempts.get(key)?.checkError ?? null,
    run: (probe, send) => start(key, probe, send, latest.current),
    check,
    stop: () => attempts.get(key)?.controller.abort(),
  };
}

/** The texts a create's notice and its toasts take from one group of a namespace (`<prefix>.checking`...; see the locales). */
export function createTexts(t: TFunction, prefix: string) {
  return {
    checking: t(`${prefix}.checking`),
    missing: t(`${prefix}.missing`),
    resend: t(`${prefix}.resend`),
    unverified: t(`${prefix}.unverified`),
  };
}
export type CreateTexts = ReturnType<typeof createTexts>;

/** The toasts that tell an outcome after the form was left, naming what was being created. */
export function awayTexts(t: TFunction, prefix: string, name: string): AwayTexts {
  return { done: t(`${prefix}.done`, { name }), notDone: t(`${prefix}.notDone`, { name }), unknown: t(`${prefix}.unknown`, { name }) };
}
