import { HttpResponse, delay } from 'msw';
import { db, commit, flush } from './db';
import { hmacSha256 } from './hmac';
import type { Role, User } from './types';
import { storageKeys } from './app-rules';

/** Every simulated path sits under this prefix (the real API's paths follow it). */
export const API = '/api';

/**
 * A fixed delay in milliseconds set in the browser's localStorage under `simulated-api-latency`
 * ('0' in the browser suite, which waits on what the app does rather than on a network; '2000'
 * to watch the loading states in a demo), or for the API over HTTP in SIMULATED_API_LATENCY (the
 * benchmark's, so that every page it measures waits the same); null when unset or not a number.
 */
export function chosenLatency(): number | null {
  try {
    const fromEnv = typeof process === 'undefined' ? undefined : process.env?.SIMULATED_API_LATENCY;
    const value = fromEnv ?? globalThis.localStorage?.getItem(storageKeys.simulatedLatency);
    const ms = value === null || value === undefined || value.trim() === '' ? NaN : Number(value);
    return Number.isFinite(ms) && ms >= 0 ? ms : null;
  } catch {
    return null;
  }
}

/** A network delay like a real server's (120 to 300 ms), or the one chosen above; none under Vitest. */
export async function latency(): Promise<void> {
  if (typeof process !== 'undefined' && process.env?.VITEST) return;
  const chosen = chosenLatency();
  if (chosen === 0) return;
  await delay(chosen ?? 120 + Math.round(Math.random() * 180));
}

export function ok<T>(response: T, extra: Record<string, unknown> = {}, status = 200) {
  return HttpResponse.json({ success: true, response, ...extra }, { status });
}

export function fail(status: number, response: unknown, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ success: false, response, ...extra }, { status });
}

/* ---------- tokens ---------- */

const SEVEN_DAYS = 7 * 24 * 3600;

function b64url(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromB64url(s: string): string {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

function bytesB64url(bytes: Uint8Array): string {
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The key the simulated API signs its tokens with (HS256). It ships with the demo, so it guards
 * nothing real: it makes the simulation refuse an edited or forged token as a real server would.
 */
const TOKEN_KEY = new TextEncoder().encode('simulated-api-token-key:pecaja');
const TOKEN_HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function signature(headerAndPayload: string): string {
  return bytesB64url(hmacSha256(TOKEN_KEY, new TextEncoder().encode(headerAndPayload)));
}

/** Compares two signatures without stopping at the first different character. */
function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

interface TokenPayload {
  jti?: unknown;
  exp?: unknown;
}

/** The payload of a token signed by this API and not past its `exp`; null for anything else. */
function verifiedPayload(token: string): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== TOKEN_HEADER) return null;
  if (!sameSignature(parts[2], signature(`${parts[0]}.${parts[1]}`))) return null;
  try {
    const payload = JSON.parse(fromB64url(parts[1])) as TokenPayload;
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) return null;
    return payload;
  } catch {
    return null;
  }
}

export function decodeBase64(s: string): string {
  try {
    const bin = atob(s);
    return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

export function subscriberClaim(user: User): 'true' | 'manager' | 'false' {
  if (user.role === 'manager') return 'manager';
  const s = db();
  const active = s.subscriptions.some((x) => x.userId === user.id && x.kind === 'plan' && x.status === 'ACTIVATED');
  return active ? 'true' : 'false';
}

function profileProgress(user: User): 'complete' | 'incomplete' {
  const p = user.profile;
  return [p.business, p.document, p.zipcode, p.address, p.number, p.neighborhood, p.city, p.state].every((v) => v) ? 'complete' : 'incomplete';
}

/** Issues a JWT signed with HMAC-SHA256 whose payload is the one in docs/api.md (plus a jti); the session table makes it revocable. */
/** With the request, the token's image is an absolute address the client can load from any origin. */
export function issueToken(user: User, request?: Request, ttlSeconds = SEVEN_DAYS): string {
  const s = db();
  const jti = crypto.randomUUID();
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  s.sessions = s.sessions.filter((x) => x.exp * 1000 > Date.now());
  s.sessions.push({ jti, userId: user.id, exp });
  commit();
  const payload = {
    username: user.name,
    image: request ? publicUrl(request, user.image) : user.image,
    subscriber: subscriberClaim(user),
    progress: profileProgress(user),
    phone: user.phone,
    exp,
    jti,
  };
  const unsigned = `${TOKEN_HEADER}.${b64url(JSON.stringify(payload))}`;
  return `${unsigned}.${signature(unsigned)}`;
}

/**
 * The user behind the request's bearer token, or null: missing, malformed, not signed by this
 * API (an edited payload or a forged signature), past its `exp`, or of a revoked session.
 */
export function userFromRequest(request: Request): User | null {
  const header = request.headers.get('Authorization') ?? '';
  const m = /^Bearer (.+)$/.exec(header);
  if (!m) return null;
  const payload = verifiedPayload(m[1].trim());
  if (!payload) return null;
  const s = db();
  const session = s.sessions.find((x) => x.jti === payload.jti);
  if (!session || session.exp * 1000 <= Date.now()) return null;
  return s.users.find((u) => u.id === session.userId) ?? null;
}

export class HandlerError extends Error {
  constructor(readonly response: Response) {
    super('handler error');
  }
}

/** Throws a 401 reply when the request has no valid session, or the user's role is not allowed. */
export function requireUser(request: Request, roles?: Role[]): User {
  const user = userFromRequest(request);
  if (!user) throw new HandlerError(fail(401, 'ACCESS_DENIED'));
  if (roles && !roles.includes(user.role)) throw new HandlerError(fail(401, 'ACCESS_DENIED'));
  return user;
}

/** Subscriber-only calls: 403 SUBSCRIPTION_REQUIRED without an active plan (the app then offers /subscription). */
export function requireSubscriber(request: Request): User {
  const user = requireUser(request);
  if (user.role === 'manager' || subscriberClaim(user) !== 'true') throw new HandlerError(fail(403, 'SUBSCRIPTION_REQUIRED'));
  return user;
}

type Resolver = (info: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => Promise<Response> | Response;

/** Wraps a resolver: latency, HandlerError replies, and a 500 envelope for anything unexpected. */
export function handle(resolver: Resolver): Resolver {
  return async (info) => {
    await latency();
    try {
      const response = await resolver(info);
      await flush();
      return response;
    } catch (e) {
      await flush();
      if (e instanceof HandlerError) return e.response;
      console.error('[simulated API] handler crashed', e);
      return fail(500, 'INTERNAL_ERROR');
    }
  };
}

/** Reads a multipart or urlencoded body into a plain map plus its files. */
export async function readForm(request: Request): Promise<{ fields: Record<string, string>; files: Record<string, File> }> {
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  try {
    const fd = await request.formData();
    fd.forEach((v, k) => {
      if (typeof v === 'string') fields[k] = v;
      else files[k] = v;
    });
  } catch {
    // an empty or non-form body: nothing to read
  }
  return { fields, files };
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const v: unknown = await request.json();
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** Prints a verification code where a developer or a browser test can read it. */
export function printCode(kind: 'SMS' | 'EMAIL', receiver: string, code: string): void {
  console.info(`[simulated API] ${kind} code for ${receiver}: ${code}`);
}

/**
 * Absolute address of an image path as clients must see it. In the browser the
 * simulated API shares the app's origin; as an HTTP server it serves from its own.
 */
export function publicUrl(request: Request, path: string): string {
  if (!path || /^(https?:|data:|blob:)/.test(path)) return path;
  const origin = new URL(request.url).origin;
  const servedFromApiServer = typeof window === 'undefined' && !(typeof process !== 'undefined' && process.env?.VITEST);
  const p = servedFromApiServer ? path.replace(/^\/api\//, '/') : path;
  return `${origin}${p}`;
}
