import { db } from '@pecaja/simulated-api/db';
import { issueToken } from '@pecaja/simulated-api/http-utils';
import { DEMO } from '@pecaja/simulated-api/seed';
import { session } from '@/stores/session';

type DemoRole = keyof typeof DEMO;

/** Logs a demo account in, as the login screen would (token issued by the simulated API). */
export function loginAs(role: DemoRole): void {
  const user = db().users.find((u) => u.phone === DEMO[role].phone);
  if (!user) throw new Error(`no demo user ${role}`);
  session.login(issueToken(user), user.phone);
}

/** A token with any payload, for session edge cases. */
export function fakeToken(payload: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.sig`;
}
