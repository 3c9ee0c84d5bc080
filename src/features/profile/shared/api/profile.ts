import axios from 'axios';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { env } from '@/config/env';
import { isApiError } from '@/api/errors';
import { request, toFormData } from '@/api/client';
import { webUrlOrEmpty } from '@/api/values';

const profileKeys = {
  all: ['profile'] as const,
  detail: ['profile', 'detail'] as const,
};

const text = z.optional(z.nullable(z.union([z.string(), z.number()])));

const profileSchema = z.object({
  trade_name: text,
  phone: text,
  business: text,
  document: text,
  email: text,
  zipcode: text,
  address: text,
  number: text,
  neighborhood: text,
  city: text,
  state: text,
  image: webUrlOrEmpty,
  fullname: text,
});

export const PROFILE_FIELDS = [
  'trade_name',
  'phone',
  'business',
  'document',
  'email',
  'zipcode',
  'address',
  'number',
  'neighborhood',
  'city',
  'state',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileData = Record<ProfileField | 'image' | 'fullname', string>;

function asText(v: string | number | null | undefined): string {
  return v === null || v === undefined ? '' : String(v);
}

/** GET /user-data-profile. Non-subscribers get phone, e-mail, image and name only; the rest is ''. */
async function getProfile(): Promise<ProfileData> {
  const { response } = await request({ method: 'GET', url: '/user-data-profile' }, profileSchema);
  return {
    trade_name: asText(response.trade_name),
    phone: asText(response.phone),
    business: asText(response.business),
    document: asText(response.document),
    email: asText(response.email),
    zipcode: asText(response.zipcode),
    address: asText(response.address),
    number: asText(response.number),
    neighborhood: asText(response.neighborhood),
    city: asText(response.city),
    state: asText(response.state),
    image: asText(response.image),
    fullname: asText(response.fullname),
  };
}

export const profileQuery = () => queryOptions({ queryKey: profileKeys.detail, queryFn: getProfile, staleTime: 0, retry: 0 });

export interface ConfirmInfo {
  messageType: string;
  receiver: string;
}

type ProfileSaveResult =
  { kind: 'success' } | { kind: 'confirm'; confirm: ConfirmInfo } | { kind: 'error'; code: string; invalid: string[]; help: Record<string, string> };

const confirmSchema = z.object({ messageType: z.optional(z.nullable(z.string())), receiver: z.optional(z.nullable(z.string())) });
const errorSchema = z.object({
  invalid: z.optional(z.nullable(z.array(z.string()))),
  // Field name -> help text (a custom check, not z.record: see docs/performance.md, 'zod kinds').
  help: z.optional(z.nullable(z.custom<Record<string, string>>((v) => isTextRecord(v)))),
});

/** A plain object whose values are all texts. */
function isTextRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}

function errorDetails(value: unknown): { invalid: string[]; help: Record<string, string> } {
  const parsed = z.safeParse(errorSchema, value);
  return parsed.success ? { invalid: parsed.data.invalid ?? [], help: parsed.data.help ?? {} } : { invalid: [], help: {} };
}

/** POST /user-data-profile (multipart): the allowed fields plus `image` (the first chosen file). */
export async function saveProfile(fields: Partial<Record<ProfileField, string>>, image?: File | null): Promise<ProfileSaveResult> {
  try {
    const { response, raw } = await request(
      { method: 'POST', url: '/user-data-profile', data: toFormData({ ...fields, image: image ?? undefined }) },
      z.string(),
    );
    if (response === 'CONFIRM') {
      const c = z.safeParse(confirmSchema, raw.confirm);
      return { kind: 'confirm', confirm: { messageType: (c.success && c.data.messageType) || 'SMS', receiver: (c.success && c.data.receiver) || '' } };
    }
    if (response === 'success') return { kind: 'success' };
    return { kind: 'error', code: response, ...errorDetails(raw.error) };
  } catch (e) {
    if (isApiError(e) && (e.kind === 'http' || e.kind === 'refused') && !e.isUnauthorized) {
      return { kind: 'error', code: e.code, ...errorDetails(e.field('error')) };
    }
    throw e;
  }
}

/** POST /profile-code-validation: 'success' or a code such as PROFILE_INVALID_CODE. */
async function validateProfileCode(code: string): Promise<string> {
  try {
    const { response } = await request({ method: 'POST', url: '/profile-code-validation', data: { code: code.trim() } }, z.string());
    return response;
  } catch (e) {
    if (isApiError(e) && (e.kind === 'http' || e.kind === 'refused') && e.status !== 401 && !/^HTTP_\d+$/.test(e.code)) return e.code;
    throw e;
  }
}

/** What a profile save sends: the allowed fields as the server takes them, and the new picture. */
interface ProfileSave {
  fields: Partial<Record<ProfileField, string>>;
  image?: File | null;
}

/**
 * POST /user-data-profile as a mutation. A save that went through ('success', or 'CONFIRM'
 * with the code still to come) refreshes the profile; a refusal changed nothing.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, image }: ProfileSave) => saveProfile(fields, image),
    onSuccess: (result) => {
      if (result.kind !== 'error') void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/** POST /profile-code-validation as a mutation: a right code ('success') refreshes the profile. */
export function useValidateProfileCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => validateProfileCode(code),
    onSuccess: (answer) => {
      if (answer === 'success') void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

interface Address {
  address: string;
  neighborhood: string;
  city: string;
  state: string;
}

const viaCepSchema = z.object({
  erro: z.optional(z.union([z.boolean(), z.string()])),
  logradouro: z.optional(z.nullable(z.string())),
  bairro: z.optional(z.nullable(z.string())),
  localidade: z.optional(z.nullable(z.string())),
  uf: z.optional(z.nullable(z.string())),
});

/** What the postal-code service said: the address, no such zipcode, or no answer (service down, offline, bad reply). */
type ZipcodeLookup = { kind: 'found'; address: Address } | { kind: 'notFound' } | { kind: 'unavailable' };

/**
 * The postal-code service (VITE_POSTAL_CODE_URL, ViaCEP fields). Never throws: a failure is a
 * result the form tells the user about, leaving the address to be typed by hand.
 * A plain axios call: the session token must not leave for a third party.
 */
export async function lookupZipcode(cep: string): Promise<ZipcodeLookup> {
  const url = env.postalCodeUrl.replace('{cep}', encodeURIComponent(cep));
  let data: unknown;
  try {
    ({ data } = await axios.get<unknown>(url, { timeout: 8000 }));
  } catch {
    return { kind: 'unavailable' };
  }
  const parsed = z.safeParse(viaCepSchema, data);
  if (!parsed.success) return { kind: 'unavailable' };
  if (parsed.data.erro === true || parsed.data.erro === 'true') return { kind: 'notFound' };
  const d = parsed.data;
  if (!d.logradouro && !d.bairro && !d.localidade && !d.uf) return { kind: 'notFound' };
  return { kind: 'found', address: { address: d.logradouro ?? '', neighborhood: d.bairro ?? '', city: d.localidade ?? '', state: (d.uf ?? '').toUpperCase() } };
}
