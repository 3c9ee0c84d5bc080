import { db } from '@pecaja/simulated-api/db';
import { issueToken } from '@pecaja/simulated-api/http-utils';
import { DEMO } from '@pecaja/simulated-api/seed';
import type { User } from '@pecaja/simulated-api/types';
import { session } from '@/stores/session';

type DemoRole = keyof typeof DEMO;

/**
 * Logs a demo account, or a user a test built (builders.ts), in as the login screen would (token
 * issued by the simulated API).
 */
export function loginAs(who: DemoRole | User): void {
  const user = typeof who === 'string' ? db().users.find((u) => u.phone === DEMO[who].phone) : who;
  if (!user) throw new Error(`no demo user ${String(who)}`);
  session.login(issueToken(user), user.phone);
}

/** A token with any payload, for session edge cases. */
export function fakeToken(payload: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.sig`;
}
