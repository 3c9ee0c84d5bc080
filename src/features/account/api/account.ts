import { queryOptions, useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { asPasswordLevel, type PasswordLevel } from '@/lib/validation';
import { isApiError } from '@/api/errors';
import { request, toFormData } from '@/api/client';

/** base64 of the UTF-8 bytes: signup and recovery send passwords encoded (docs/api.md, Account). */
function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  return btoa(bin);
}

const accountKeys = {
  signupConfig: ['account', 'signup-config'] as const,
};

const signupConfigSchema = z.object({ passwordStrength: z.optional(z.nullable(z.string())) });

/** GET /signup: the password-strength level the guide hints at (Moderate when absent). */
async function getSignupConfig(): Promise<{ passwordStrength: PasswordLevel }> {
  const { response } = await request({ method: 'GET', url: '/signup' }, z.union([signupConfigSchema, z.string(), z.null()]));
  const level = response && typeof response === 'object' ? response.passwordStrength : response;
  return { passwordStrength: asPasswordLevel(level) };
}

export const signupConfigQuery = () => queryOptions({ queryKey: accountKeys.signupConfig, queryFn: getSignupConfig, staleTime: 5 * 60_000, retry: 0 });

/**
 * The server's answer code, whether it came in a success reply ('success', a field
 * name, a catalogue code) or in a refused/failed one. Network and contract failures
 * are rethrown: they are not answers.
 */
async function answerOf(call: Promise<{ response: string }>): Promise<string> {
  try {
    return (await call).response;
  } catch (e) {
    if (isApiError(e) && (e.kind === 'http' || e.kind === 'refused') && !/^HTTP_\d+$/.test(e.code) && e.status !== 401) return e.code;
    throw e;
  }
}

interface SignupPayload {
  name: string;
  phone: string;
  email: string;
  password: string;
  terms: boolean;
  age: boolean;
}

/** POST /signup (also the resend): 'success', a field name or a catalogue code. */
export function signup(data: SignupPayload): Promise<string> {
  return answerOf(
    request(
      {
        method: 'POST',
        url: '/signup',
        data: { name: data.name.trim(), phone: data.phone, email: data.email.trim(), password: toBase64(data.password), terms: data.terms, age: data.age },
      },
      z.string(),
    ),
  );
}

function validateSignupCode(phone: string, code: string): Promise<string> {
  return answerOf(request({ method: 'POST', url: '/signup-code-validation', data: { phone, code: code.trim() } }, z.string()));
}

function requestRecovery(contact: string): Promise<string> {
  return answerOf(request({ method: 'POST', url: '/recovery-access-request', data: { contact } }, z.string()));
}

function validateRecoveryCode(contact: string, code: string): Promise<string> {
  return answerOf(request({ method: 'POST', url: '/recovery-access-validade', data: { contact, code: code.trim() } }, z.string()));
}

function setRecoveryPassword(contact: string, code: string, password: string): Promise<string> {
  return answerOf(
    request({ method: 'POST', url: '/recovery-access-new-password', data: { contact, code: code.trim(), password: toBase64(password) } }, z.string()),
  );
}

interface DeleteAccountPayload {
  password: string;
  terms: boolean;
  nps: string;
}

type DeleteAccountResult = { ok: true; message: string } | { ok: false; field: 'nps' | 'terms' | 'other'; code: string; status: number | null };

/** POST /delete-account (form). Failures say which field they concern: nps, terms or other. */
export async function deleteAccount(data: DeleteAccountPayload): Promise<DeleteAccountResult> {
  try {
    const { response } = await request(
      { method: 'POST', url: '/delete-account', data: toFormData({ password: data.password, terms: data.terms, nps: data.nps }) },
      z.string(),
    );
    return { ok: true, message: response };
  } catch (e) {
    if (!isApiError(e) || (e.kind !== 'http' && e.kind !== 'refused') || e.isUnauthorized) throw e;
    const raw = e.field('error');
    const field = raw === 'nps' || raw === 'terms' ? raw : 'other';
    return { ok: false, field, code: e.code, status: e.status };
  }
}

/*
 * The account's actions as mutations. None of them changes a cached reply: a signup, a code
 * check or a recovery touches no screen's data, and a deletion ends the session, whose logout
 * drops every cached reply. What a screen does with an answer (a notice, the next step, a toast,
 * a navigation) stays in the screen, passed as mutate(vars, { onSuccess }).
 */

/** POST /signup, also its resend: 'success', a field name or a catalogue code. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}

/** POST /signup-code-validation: 'success' creates the account. */
export function useValidateSignupCode() {
  return useMutation({ mutationFn: ({ phone, code }: { phone: string; code: string }) => validateSignupCode(phone, code) });
}

/** POST /recovery-access-request: sends a code to the phone or e-mail. */
export function useRequestRecovery() {
  return useMutation({ mutationFn: (contact: string) => requestRecovery(contact) });
}

/** POST /recovery-access-validade: checks the code sent to the contact. */
export function useValidateRecoveryCode() {
  return useMutation({ mutationFn: ({ contact, code }: { contact: string; code: string }) => validateRecoveryCode(contact, code) });
}

/** POST /recovery-access-new-password: the new password, with the code that allowed it. */
export function useSetRecoveryPassword() {
  return useMutation({
    mutationFn: ({ contact, code, password }: { contact: string; code: string; password: string }) => setRecoveryPassword(contact, code, password),
  });
}

/** POST /delete-account; on success the screen logs out, which clears every cached reply. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
