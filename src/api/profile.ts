import axios from 'axios';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { env } from '@/config/env';
import { isApiError } from './errors';
import { request, toFormData } from './client';

export const profileKeys = {
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
  image: text,
  fullname: text,
});

export const PROFILE_FIELDS = ['trade_name', 'phone', 'business', 'document', 'email', 'zipcode', 'address', 'number', 'neighborhood', 'city', 'state'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileData = Record<ProfileField | 'image' | 'fullname', string>;

function asText(v: string | number | null | undefined): string {
  return v === null || v === undefined ? '' : String(v);
}

/** GET /user-data-profile. Non-subscribers get phone, e-mail, image and name only; the rest is ''. */
export async function getProfile(): Promise<ProfileData> {
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

export type ProfileSaveResult =
  | { kind: 'success' }
  | { kind: 'confirm'; confirm: ConfirmInfo }
  | { kind: 'error'; code: string; invalid: string[]; help: Record<string, string> };

const confirmSchema = z.object({ messageType: z.optional(z.nullable(z.string())), receiver: z.optional(z.nullable(z.string())) });
const errorSchema = z.object({
  invalid: z.optional(z.nullable(z.array(z.string()))),
  help: z.optional(z.nullable(z.record(z.string(), z.string()))),
});

function errorDetails(value: unknown): { invalid: string[]; help: Record<string, string> } {
  const parsed = z.safeParse(errorSchema, value);
  return parsed.success ? { invalid: parsed.data.invalid ?? [], help: parsed.data.help ?? {} } : { invalid: [], help: {} };
}

/** POST /user-data-profile (multipart): the allowed fields plus `image` (the first chosen file). */
export async function saveProfile(fields: Partial<Record<ProfileField, string>>, image?: File | null): Promise<ProfileSaveResult> {
  try {
    const { response, raw } = await request({ method: 'POST', url: '/user-data-profile', data: toFormData({ ...fields, image: image ?? undefined }) }, z.string());
    if (response === 'CONFIRM') {
      const c = z.safeParse(confirmSchema, raw.confirm);
      return { kind: 'confirm', confirm: { messageType: (c.success && c.data.messageType) || 'SMS', receiver: (c.success && c.data.receiver) || '' } };
    }
    if (response === 'success') return { kind: 'success' };
    return { kind: 'error', code: response, ...errorDetails(raw.error) };
  } catch (e) {
    if (isApiError(e) && (e.kind === 'http' || e.kind === 'refused') && !(e.status === 401 && e.authenticated)) {
      return { kind: 'error', code: e.code, ...errorDetails(e.field('error')) };
    }
    throw e;
  }
}

/** POST /profile-code-validation: 'success' or a code such as PROFILE_INVALID_CODE. */
export async function validateProfileCode(code: string): Promise<string> {
  try {
    const { response } = await request({ method: 'POST', url: '/profile-code-validation', data: { code: code.trim() } }, z.string());
    return response;
  } catch (e) {
    if (isApiError(e) && (e.kind === 'http' || e.kind === 'refused') && e.status !== 401 && !/^HTTP_\d+$/.test(e.code)) return e.code;
    throw e;
  }
}

export interface Address {
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

/**
 * The postal-code service (VITE_POSTAL_CODE_URL, ViaCEP fields). Returns null when the
 * zipcode is unknown. A plain axios call: the session token must not leave for a third party.
 */
export async function lookupZipcode(cep: string): Promise<Address | null> {
  const url = env.postalCodeUrl.replace('{cep}', encodeURIComponent(cep));
  const { data } = await axios.get<unknown>(url, { timeout: 8000 });
  const parsed = z.safeParse(viaCepSchema, data);
  if (!parsed.success || parsed.data.erro === true || parsed.data.erro === 'true') return null;
  const d = parsed.data;
  return { address: d.logradouro ?? '', neighborhood: d.bairro ?? '', city: d.localidade ?? '', state: (d.uf ?? '').toUpperCase() };
}
