import * as z from 'zod/mini';
import { request } from './client';

/** POST /login with Basic base64('<11 digits>:<password>') and no body (decided; docs/api.md, Account). */
export async function login(phoneDigits: string, password: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${phoneDigits}:${password}`);
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  const { response } = await request(
    { method: 'POST', url: '/login', headers: { Authorization: `Basic ${btoa(bin)}` } },
    z.string().check(z.minLength(10)),
  );
  return response;
}
