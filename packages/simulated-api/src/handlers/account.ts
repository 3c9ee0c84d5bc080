import { http, type HttpHandler } from 'msw';
import { commit, db, nextId } from '../db';
import { API, decodeBase64, fail, handle, ok, printCode, readForm, readJson, requireUser, str, subscriberClaim } from '../http-utils';
import { isRealImageFile, publicUrl, storeUpload } from '../uploads';
import type { User, UserProfile, VerificationCode } from '../types';
import {
  contactKind,
  isAcceptablePassword,
  isEmail,
  isFullName,
  isUf,
  isValidBusinessPhone,
  isValidCpfOrCnpj,
  isValidPhone,
  LIMITS,
  TEXT_MAX,
  type PasswordLevel,
} from '../app-rules';

/** A code may be sent again only after this wait (WAIT_TO_RESEND). */
const RESEND_WAIT_MS = 2 * 60_000;
/** A code is valid for this long. */
const CODE_TTL_MS = 10 * 60_000;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The level GET /signup hints at. */
const SIGNUP_PASSWORD_STRENGTH: PasswordLevel = 'Moderate';

const digits = (v: unknown) => str(v).replace(/\D/g, '');
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on';

function newCode(): string {
  return String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
}

function findCode(key: string): VerificationCode | undefined {
  return db().codes.find((c) => c.key === key);
}

function dropCode(key: string): void {
  const s = db();
  s.codes = s.codes.filter((c) => c.key !== key);
}

/** Replaces the code of `key`; returns null when the previous one was sent under 2 minutes ago. */
function issueCode(key: string, purpose: VerificationCode['purpose'], payload?: Record<string, string>): VerificationCode | null {
  const now = Date.now();
  const previous = findCode(key);
  if (previous && now - previous.sentAt < RESEND_WAIT_MS) return null;
  dropCode(key);
  const code: VerificationCode = { key, code: newCode(), purpose, sentAt: now, expiresAt: now + CODE_TTL_MS, payload };
  db().codes.push(code);
  commit();
  return code;
}

function isBlocked(value: string): boolean {
  const v = value.toLowerCase();
  return db().blocked.some((b) => b.toLowerCase() === v);
}

function maskPhone(phone: string): string {
  return phone.length === 11 ? `(${phone.slice(0, 2)}) ${phone[2]}****-${phone.slice(7)}` : '****';
}

function maskEmail(email: string): string {
  const [user, domain = ''] = email.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
}

function userByContact(contact: string): User | undefined {
  const users = db().users;
  return contactKind(contact) === 'phone'
    ? users.find((u) => u.phone === digits(contact))
    : users.find((u) => u.email.toLowerCase() === contact.trim().toLowerCase());
}

/* ---------- signup ---------- */

const signupHandlers = [
  http.get(
    `${API}/signup`,
    handle(() => ok({ passwordStrength: SIGNUP_PASSWORD_STRENGTH })),
  ),

  http.post(
    `${API}/signup`,
    handle(async ({ request }) => {
      const body = await readJson(request);
      const name = str(body.name).trim().replace(/\s+/g, ' ');
      const phone = digits(body.phone);
      const email = str(body.email).trim().toLowerCase();
      const password = decodeBase64(str(body.password));
      if (!isFullName(name) || name.length > TEXT_MAX) return fail(400, 'name');
      if (!isValidPhone(phone)) return fail(400, 'phone');
      if (!isEmail(email) || email.length > TEXT_MAX) return fail(400, 'email');
      // The same checklist the signup guide shows for the level GET /signup hints at.
      if (password.length > LIMITS.password || !isAcceptablePassword(password, SIGNUP_PASSWORD_STRENGTH, { name, phone, email })) return fail(400, 'password');
      if (!truthy(body.terms) || !truthy(body.age)) return fail(400, 'BAD_REQUEST');
      if (isBlocked(phone)) return fail(400, 'SIGNUP_PHONE_BLOCKED');
      if (isBlocked(email)) return fail(400, 'SIGNUP_EMAIL_BLOCKED');
      const s = db();
      // Already in use is not a typing mistake: a distinct code, so the app can offer login and recovery.
      if (s.users.some((u) => u.phone === phone)) return fail(409, 'SIGNUP_PHONE_IN_USE');
      if (s.users.some((u) => u.email.toLowerCase() === email)) return fail(409, 'SIGNUP_EMAIL_IN_USE');
      const code = issueCode(`signup:${phone}`, 'signup', { name, phone, email, password });
      if (!code) return fail(429, 'WAIT_TO_RESEND');
      printCode('SMS', phone, code.code);
      return ok('success');
    }),
  ),

  http.post(
    `${API}/signup-code-validation`,
    handle(async ({ request }) => {
      const body = await readJson(request);
      const phone = digits(body.phone);
      const key = `signup:${phone}`;
      const pending = findCode(key);
      if (!pending || !pending.payload) return fail(400, 'SIGNUP_USER_NOT_FOUND');
      if (pending.expiresAt <= Date.now()) {
        dropCode(key);
        commit();
        return fail(400, 'SIGNUP_USER_NOT_FOUND');
      }
      if (str(body.code).trim() !== pending.code) return fail(400, 'SIGNUP_INVALID_CODE');
      const s = db();
      const p = pending.payload;
      dropCode(key);
      if (s.users.some((u) => u.phone === p.phone || u.email.toLowerCase() === p.email)) {
        commit();
        return fail(400, 'SIGNUP_USER_NOT_CREATED');
      }
      const empty: UserProfile = { trade_name: '', business: '', document: '', zipcode: '', address: '', number: '', neighborhood: '', city: '', state: '' };
      s.users.push({
        id: nextId(),
        name: p.name,
        phone: p.phone,
        email: p.email,
        password: p.password,
        role: 'buyer',
        image: '',
        profile: empty,
        createdAt: new Date().toISOString(),
        oldPasswords: [],
      });
      commit();
      return ok('success');
    }),
  ),
];

/* ---------- recovery ---------- */

/** Checks the contact and its code; returns the user and the key, or a failure reply. */
function checkRecovery(body: Record<string, unknown>): { user: User; key: string; rec: VerificationCode } | Response {
  const contact = str(body.contact).trim();
  const code = str(body.code).trim();
  if (!contact || !code) return fail(400, 'DATA_NOT_PROVIDED');
  const user = userByContact(contact);
  if (!user) return fail(400, 'RECOVERY_WRONG_DATA');
  const key = `recovery:${user.id}`;
  const rec = findCode(key);
  if (!rec) return fail(400, 'RECOVERY_WRONG_DATA');
  if (rec.expiresAt <= Date.now()) return fail(400, 'RECOVERY_CODE_EXPIRED');
  if (rec.code !== code) return fail(400, 'RECOVERY_INVALID_CODE');
  return { user, key, rec };
}

const recoveryHandlers = [
  http.post(
    `${API}/recovery-access-request`,
    handle(async ({ request }) => {
      const contact = str((await readJson(request)).contact).trim();
      if (!contact) return fail(400, 'DATA_NOT_PROVIDED');
      const byPhone = contactKind(contact) === 'phone';
      if (byPhone && (!isValidPhone(contact) || isBlocked(digits(contact)))) return fail(400, 'SIGNUP_PHONE_BLOCKED');
      if (!byPhone && !isEmail(contact)) return fail(400, 'RECOVERY_WRONG_DATA');
      const user = userByContact(contact);
      if (!user) return fail(400, 'RECOVERY_WRONG_DATA');
      const code = issueCode(`recovery:${user.id}`, 'recovery');
      if (!code) return fail(429, 'WAIT_TO_RESEND');
      if (byPhone) printCode('SMS', user.phone, code.code);
      else printCode('EMAIL', user.email, code.code);
      return ok('RECOVERY_SUCCESS');
    }),
  ),

  http.post(
    `${API}/recovery-access-validade`,
    handle(async ({ request }) => {
      const checked = checkRecovery(await readJson(request));
      if (checked instanceof Response) return checked;
      return ok('RECOVERY_SUCCESS');
    }),
  ),

  http.post(
    `${API}/recovery-access-new-password`,
    handle(async ({ request }) => {
      const body = await readJson(request);
      const password = decodeBase64(str(body.password));
      if (!str(body.password)) return fail(400, 'DATA_NOT_PROVIDED');
      const checked = checkRecovery(body);
      if (checked instanceof Response) return checked;
      const { user, key } = checked;
      const weak = !isAcceptablePassword(password, SIGNUP_PASSWORD_STRENGTH, { name: user.name, phone: user.phone, email: user.email });
      if (weak || password.length > LIMITS.password || password === user.password || user.oldPasswords.includes(password))
        return fail(400, 'PASSWORD_UNAVAILABLE');
      user.oldPasswords.push(user.password);
      user.password = password;
      dropCode(key);
      const s = db();
      // A new password ends every open session of the account.
      s.sessions = s.sessions.filter((x) => x.userId !== user.id);
      commit();
      return ok('RECOVERY_SUCCESS');
    }),
  ),
];

/* ---------- profile ---------- */

const BUSINESS_FIELDS = ['trade_name', 'business', 'document', 'zipcode', 'address', 'number', 'neighborhood', 'city', 'state'] as const;
const REQUIRED_BUSINESS = BUSINESS_FIELDS.filter((f) => f !== 'trade_name');

function profileReply(request: Request, user: User) {
  const image = user.image ? publicUrl(request, user.image) : '';
  const base = { phone: user.phone, email: user.email, image, fullname: user.name };
  if (subscriberClaim(user) !== 'true') return base;
  return { ...user.profile, ...base };
}

/** A refused field's help is a catalogue key: the app shows it in the user's language. */
const HELP: Record<string, string> = {
  phone: 'PROFILE_PHONE_INVALID',
  email: 'PROFILE_EMAIL_INVALID',
  business: 'PROFILE_BUSINESS_INVALID',
  document: 'PROFILE_DOCUMENT_INVALID',
  zipcode: 'PROFILE_ZIPCODE_INVALID',
  state: 'PROFILE_STATE_INVALID',
  image: 'PROFILE_IMAGE_INVALID',
  required: 'PROFILE_FIELD_REQUIRED',
  taken: 'PROFILE_IN_USE',
  long: 'PROFILE_TOO_LONG',
};

const profileHandlers = [
  http.get(
    `${API}/user-data-profile`,
    handle(({ request }) => ok(profileReply(request, requireUser(request)))),
  ),

  http.post(
    `${API}/user-data-profile`,
    handle(async ({ request }) => {
      const user = requireUser(request);
      const { fields, files } = await readForm(request);
      const subscriber = subscriberClaim(user) === 'true';
      const invalid: string[] = [];
      const help: Record<string, string> = {};
      const mark = (field: string, text: string) => {
        if (!invalid.includes(field)) invalid.push(field);
        help[field] = text;
      };

      const phone = 'phone' in fields ? digits(fields.phone) : user.phone;
      const email = 'email' in fields ? fields.email.trim().toLowerCase() : user.email;
      if (!isValidPhone(phone)) mark('phone', HELP.phone);
      else if (phone !== user.phone && (isBlocked(phone) || db().users.some((u) => u.id !== user.id && u.phone === phone))) mark('phone', HELP.taken);
      if (!isEmail(email)) mark('email', HELP.email);
      else if (email.length > TEXT_MAX) mark('email', HELP.long);
      else if (email !== user.email && (isBlocked(email) || db().users.some((u) => u.id !== user.id && u.email.toLowerCase() === email)))
        mark('email', HELP.taken);

      const next: UserProfile = { ...user.profile };
      if (subscriber) {
        for (const f of BUSINESS_FIELDS) {
          if (!(f in fields)) continue;
          const v = fields[f].trim();
          if (v.length > TEXT_MAX) mark(f, HELP.long);
          next[f] = v;
        }
        next.business = digits(next.business);
        next.document = digits(next.document);
        next.zipcode = digits(next.zipcode);
        next.state = next.state.toUpperCase();
        for (const f of REQUIRED_BUSINESS) if (!next[f]) mark(f, HELP.required);
        if (next.business && !isValidBusinessPhone(next.business)) mark('business', HELP.business);
        // A CPF (11 digits) or a CNPJ (14), each with its own check digits right (111.111.111-11 and friends are not documents).
        if (next.document && !isValidCpfOrCnpj(next.document)) mark('document', HELP.document);
        if (next.zipcode && next.zipcode.length !== 8) mark('zipcode', HELP.zipcode);
        if (next.state && !isUf(next.state)) mark('state', HELP.state);
      }
      const image = files.image;
      if (image && !(await isRealImageFile(image, MAX_IMAGE_BYTES))) mark('image', HELP.image);

      if (invalid.length) return fail(400, 'PROFILE_INVALID_REQUEST', { error: { invalid, help } });

      if (image) user.image = await storeUpload(image);
      if (subscriber) user.profile = next;

      const phoneChanged = phone !== user.phone;
      const emailChanged = email !== user.email;
      if (phoneChanged || emailChanged) {
        const key = `profile:${user.id}`;
        dropCode(key);
        const code = issueCode(key, 'profile', { phone, email });
        if (!code) return fail(429, 'WAIT_TO_RESEND');
        const messageType = phoneChanged ? 'SMS' : 'EMAIL';
        printCode(messageType, phoneChanged ? phone : email, code.code);
        return ok('CONFIRM', { confirm: { messageType, receiver: phoneChanged ? maskPhone(phone) : maskEmail(email) } });
      }
      commit();
      return ok('success');
    }),
  ),

  http.post(
    `${API}/profile-code-validation`,
    handle(async ({ request }) => {
      const user = requireUser(request);
      const code = str((await readJson(request)).code).trim();
      const key = `profile:${user.id}`;
      const rec = findCode(key);
      if (!rec || !rec.payload) return fail(400, 'PROFILE_INVALID_REQUEST');
      if (rec.expiresAt <= Date.now() || rec.code !== code) return fail(400, 'PROFILE_INVALID_CODE');
      const { phone, email } = rec.payload;
      const s = db();
      if (s.users.some((u) => u.id !== user.id && (u.phone === phone || u.email.toLowerCase() === email))) {
        dropCode(key);
        commit();
        return fail(400, 'PROFILE_INVALID_REQUEST');
      }
      user.phone = phone;
      user.email = email;
      dropCode(key);
      commit();
      return ok('success');
    }),
  ),
];

/* ---------- deletion ---------- */

const deletionHandlers = [
  http.post(
    `${API}/delete-account`,
    handle(async ({ request }) => {
      const user = requireUser(request);
      const { fields } = await readForm(request);
      if (!truthy(fields.terms)) return fail(400, 'DELETE_TERMS_REQUIRED', { error: 'terms' });
      if (!str(fields.nps).trim()) return fail(400, 'DELETE_NPS_REQUIRED', { error: 'nps' });
      if (str(fields.nps).length > LIMITS.nps) return fail(400, 'DELETE_NPS_TOO_LONG', { error: 'nps' });
      if (str(fields.password) !== user.password) return fail(400, 'USER_WRONG_PASSWORD', { error: 'password' });
      const s = db();
      const productIds = new Set(s.products.filter((p) => p.ownerId === user.id).map((p) => p.id));
      s.users = s.users.filter((u) => u.id !== user.id);
      s.sessions = s.sessions.filter((x) => x.userId !== user.id);
      s.codes = s.codes.filter((c) => !c.key.endsWith(`:${user.id}`) && c.key !== `signup:${user.phone}`);
      s.products = s.products.filter((p) => !productIds.has(p.id));
      s.engagements = s.engagements.filter((e) => e.buyerId !== user.id && !productIds.has(e.productId));
      s.banners = s.banners.filter((b) => b.ownerId !== user.id);
      commit();
      return ok('USER_DELETED');
    }),
  ),
];

/** Signup, recovery, profile and account deletion, over a real user store. */
export const accountHandlers: HttpHandler[] = [...signupHandlers, ...recoveryHandlers, ...profileHandlers, ...deletionHandlers];
