/** The one error type every API call rejects with. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'refused' | 'contract';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when no reply arrived. */
  readonly status: number | null;
  /** The server's message key or text (envelope `response` when it is a string), else a generic code. */
  readonly code: string;
  /** The server's reply body, as received (may be HTML, null, anything). */
  readonly body: unknown;
  /** True when the request carried the session token. */
  readonly authenticated: boolean;

  constructor(init: { kind: ApiErrorKind; status: number | null; code: string; body?: unknown; authenticated?: boolean; message?: string }) {
    super(init.message ?? init.code);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.authenticated = init.authenticated ?? false;
  }

  /** A field of the envelope other than success/response (e.g. `error`, `confirm`, `description`). */
  field(name: string): unknown {
    return this.body && typeof this.body === 'object' ? (this.body as Record<string, unknown>)[name] : undefined;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Picks the most useful text from an envelope `response` (string, list of strings, or object). */
export function messageOf(response: unknown): string | undefined {
  if (typeof response === 'string' && response.trim()) return response;
  if (Array.isArray(response) && typeof response[0] === 'string') return response[0];
  if (response && typeof response === 'object') {
    const r = response as Record<string, unknown>;
    for (const k of ['message', 'description', 'error']) {
      const v = messageOf(r[k]);
      if (v) return v;
    }
  }
  return undefined;
}
