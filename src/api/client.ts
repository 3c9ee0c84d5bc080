import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import * as z from 'zod/mini';
import { env } from '@/config/env';
import { authProvider } from '@/auth/auth-provider';
import { FROM_CACHE_HEADER } from '@/lib/offline-cache';
import { session } from '@/stores/session';
import { ApiError, messageOf } from './errors';

/** The one axios instance. Base URL from VITE_API_URL ('' = same origin, served by the simulated API). */
export const http = axios.create({
  baseURL: env.apiUrl || '/api',
});

/** A call with no answer after this long ends as a 'timeout' error (the screen then offers a retry). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** A call still unanswered after this long is 'taking long': the screen says so and offers to retry or cancel. */
export const SLOW_CALL_MS = 8_000;

http.interceptors.request.use((config) => {
  const token = session.token;
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

function envelopeOf(body: unknown): { success?: unknown; response?: unknown } | null {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as { success?: unknown; response?: unknown }) : null;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const authorization = String(error.config?.headers?.Authorization ?? '');
    const authenticated = authorization.startsWith('Bearer ');
    if (error.response) {
      const body = error.response.data;
      const status = error.response.status;
      const code = messageOf(envelopeOf(body)?.response) ?? `HTTP_${status}`;
      return new ApiError({ kind: 'http', status, code, body, authenticated, credentialCheck: authorization.startsWith('Basic ') });
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError({ kind: 'timeout', status: null, code: 'TIMEOUT', authenticated });
    }
    if (axios.isCancel(error)) {
      return new ApiError({ kind: 'network', status: null, code: 'CANCELLED', authenticated });
    }
    return new ApiError({ kind: 'network', status: null, code: 'NETWORK_ERROR', authenticated });
  }
  return new ApiError({ kind: 'network', status: null, code: 'UNKNOWN', message: String(error) });
}

/** The browser knows it has no network (navigator.onLine is only trustworthy when it says false). */
function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The call was stopped on purpose (a Cancelar, a newer keystroke): nothing to tell the user. */
export function isCancelledCall(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'CANCELLED';
}

/**
 * A signal that aborts with the first of `signals` (AbortSignal.any). Browsers before Chrome 116
 * and Safari 17.4 lack AbortSignal.any, and the app still runs there: a controller follows the
 * signals instead.
 */
function firstAbort(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const s of signals) {
    if (s.aborted) controller.abort(s.reason);
    else s.addEventListener('abort', () => controller.abort(s.reason), { once: true, signal: controller.signal });
  }
  return controller.signal;
}

interface Envelope<T> {
  success: true;
  response: T;
  /** The whole reply, for calls that carry extra top-level fields. */
  raw: Record<string, unknown>;
  /** The reply came from the service worker's cache (no connection, or the network too slow): it may be old. */
  fromCache: boolean;
}

interface CallOptions {
  /**
   * A public read the service worker keeps (GET /product/{url}): offline it is still sent when a
   * worker controls the page, so a reply seen before comes from the worker's cache.
   */
  offlineCache?: boolean;
  /** How long the call may go unanswered before it ends as a timeout (REQUEST_TIMEOUT_MS by default). */
  timeoutMs?: number;
}

/** A service worker answers this page's calls (a build with a real API, installed). */
function workerControls(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;
}

/**
 * Sends a request and checks the reply against the contract: an envelope with
 * success true and a `response` matching `schema`. Anything else rejects with ApiError.
 */
export async function request<S extends z.ZodMiniType>(config: AxiosRequestConfig, schema: S, options: CallOptions = {}): Promise<Envelope<z.infer<S>>> {
  let body: unknown;
  let fromCache = false;
  // Offline, a call fails at once with its own code rather than waiting for the connection
  // (or, with the simulated API, answering as if the network were there); a call the service
  // worker keeps goes to the worker, which answers from its cache or fails as the network would.
  if (browserOffline() && !(options.offlineCache && !__SIMULATED_API__ && workerControls()))
    throw new ApiError({ kind: 'network', status: null, code: 'OFFLINE', sent: false });
  // The call ends at the first of: the caller's own signal (a Cancelar, a newer keystroke), the
  // request timeout (the platform's timer rather than axios' `timeout`: it works the same with
  // every adapter and interceptor), or the connection dropping.
  const outer = config.signal as AbortSignal | undefined;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  // A call in flight when the connection drops ends now, with 'no connection', instead of spinning until the timeout.
  const offline = new AbortController();
  const onOffline = () => offline.abort();
  if (typeof window !== 'undefined') window.addEventListener('offline', onOffline);
  const signal = firstAbort(outer ? [outer, timeout, offline.signal] : [timeout, offline.signal]);
  const sentToken = session.token;
  try {
    const reply = await http.request({ ...config, signal });
    body = reply.data;
    // axios names the headers in lower case.
    fromCache = reply.headers?.[FROM_CACHE_HEADER.toLowerCase()] === '1';
  } catch (e) {
    const error = outer?.aborted
      ? toApiError(e)
      : timeout.aborted
        ? new ApiError({ kind: 'timeout', status: null, code: 'TIMEOUT' })
        : offline.signal.aborted || (browserOffline() && !(e instanceof AxiosError && e.response))
          ? new ApiError({ kind: 'network', status: null, code: 'OFFLINE' })
          : toApiError(e);
    // Every 401 goes to the auth module as it arrives, the calls made outside TanStack Query
    // included (the import queue, a bulk edit's items); the query cache hands it over again and
    // it is answered once. A 401 for a token replaced or logged out since says nothing of this session.
    if (error.isUnauthorized) authProvider.checkError(error, { superseded: sentToken !== undefined && sentToken !== session.token });
    throw error;
  } finally {
    if (typeof window !== 'undefined') window.removeEventListener('offline', onOffline);
  }
  const envelope = envelopeOf(body);
  if (!envelope || typeof envelope.success !== 'boolean') {
    throw new ApiError({ kind: 'contract', status: 200, code: 'BAD_RESPONSE', body });
  }
  if (!envelope.success) {
    throw new ApiError({ kind: 'refused', status: 200, code: messageOf(envelope.response) ?? 'REQUEST_FAILED', body });
  }
  const parsed = z.safeParse(schema, envelope.response);
  if (!parsed.success) {
    throw new ApiError({ kind: 'contract', status: 200, code: 'BAD_RESPONSE', body, message: z.prettifyError(parsed.error) });
  }
  return { success: true, response: parsed.data, raw: envelope as Record<string, unknown>, fromCache };
}

/** Builds a multipart body; booleans become '1'/'0', undefined/null are skipped, files appended as given. */
export function toFormData(fields: Record<string, string | number | boolean | Blob | null | undefined>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'boolean') fd.append(k, v ? '1' : '0');
    else if (v instanceof Blob) fd.append(k, v);
    else fd.append(k, String(v));
  }
  return fd;
}
