/** The one error type every API call rejects with. */
type ApiErrorKind = 'http' | 'network' | 'timeout' | 'refused' | 'contract';

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
  /** True when the request carried credentials of its own (the login's Basic header): its 401 means wrong credentials. */
  readonly credentialCheck: boolean;
  /** False when the call never left the browser (it knew it was offline): the server cannot have acted on it. */
  readonly sent: boolean;

  constructor(init: {
    kind: ApiErrorKind;
    status: number | null;
    code: string;
    body?: unknown;
    authenticated?: boolean;
    credentialCheck?: boolean;
    sent?: boolean;
    message?: string;
  }) {
    super(init.message ?? init.code);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.authenticated = init.authenticated ?? false;
    this.credentialCheck = init.credentialCheck ?? false;
    this.sent = init.sent ?? true;
  }

  /** The call needs a session it does not have (missing, expired, or refused for this user). */
  get isUnauthorized(): boolean {
    return this.status === 401 && !this.credentialCheck;
  }

  /** The call needs an active subscription (or advertising package) the user does not hold. */
  get isForbidden(): boolean {
    return this.status === 403;
  }

  /**
   * The reply is the API's own (its `{ success, response }` envelope): a refusal can be believed.
   * A page from a proxy or a static server in front of it (an HTML 404 while a site is redeployed)
   * says nothing of what the API did.
   */
  get answeredByApi(): boolean {
    return this.kind === 'http' && !!this.body && typeof this.body === 'object' && 'success' in this.body;
  }

  /** A field of the envelope other than success/response (e.g. `error`, `confirm`, `description`). */
  field(name: string): unknown {
    return this.body && typeof this.body === 'object' ? (this.body as Record<string, unknown>)[name] : undefined;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/**
 * A 401 or 403: the session code answers it once for the whole app (login with a return, or
 * the plans page), so a screen shows nothing of its own for it.
 */
export function isAccessError(e: unknown): e is ApiError {
  return e instanceof ApiError && (e.isUnauthorized || e.isForbidden);
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

/**
 * Texts a server may send in Portuguese instead of a message key, and the catalogue key each one
 * means: the app shows the catalogue's entry in the user's language rather than the server's words.
 */
const SERVER_TEXT_CODES: Record<string, string> = {
  'telefone ou senha incorretos': 'USER_WRONG_CREDENTIALS',
  'senha incorreta': 'USER_WRONG_PASSWORD',
  'já está em uso por outra conta': 'PROFILE_IN_USE',
  'número de telefone inválido': 'PROFILE_PHONE_INVALID',
  'informe um e-mail válido': 'PROFILE_EMAIL_INVALID',
  'telefone comercial inválido': 'PROFILE_BUSINESS_INVALID',
  'documento inválido': 'PROFILE_DOCUMENT_INVALID',
  'cep inválido': 'PROFILE_ZIPCODE_INVALID',
  'campo obrigatório': 'PROFILE_FIELD_REQUIRED',
  'página não encontrada': 'NOT_FOUND',
};

/** The catalogue key of a server's code or text: a key as it came, a known Portuguese text as its key. */
export function catalogueCode(codeOrText: string): string {
  const known =
    SERVER_TEXT_CODES[
      codeOrText
        .trim()
        .replace(/[.!]+$/, '')
        .toLowerCase()
    ];
  return known ?? codeOrText;
}
