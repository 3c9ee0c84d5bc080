import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

/** POST /login with Basic base64('<11 digits>:<password>') and no body (decided; docs/api.md, Account). */
export async function login(phoneDigits: string, password: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${phoneDigits}:${password}`);
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  const { response } = await request({ method: 'POST', url: '/login', headers: { Authorization: `Basic ${btoa(bin)}` } }, z.string().check(z.minLength(10)));
  return response;
}

/**
 * POST /login as a mutation: the session token. Storing it is the session's
 * (authProvider.login in src/auth), which also drops the previous visitor's cached replies.
 */
export function useLogin() {
  return useMutation({ mutationFn: ({ phone, password }: { phone: string; password: string }) => login(phone, password) });
}
