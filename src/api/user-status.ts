import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

// Apart from the server's version (system.ts), which the footer of every page asks for.

/** The key the payments invalidate once a plan or an advertising package changes. */
export const userStatusKey = ['system', 'user-status'] as const;

const userStatusSchema = z.object({
  ads: z.object({
    id: z.optional(z.nullable(z.union([z.number(), z.string()]))),
    status: z.string(),
    reason: z.optional(z.nullable(z.string())),
  }),
});
type UserStatus = z.infer<typeof userStatusSchema>;

async function getUserStatus(): Promise<UserStatus> {
  const { response } = await request({ method: 'GET', url: '/user-status' }, userStatusSchema);
  return response;
}

export const userStatusQuery = () => queryOptions({ queryKey: userStatusKey, queryFn: getUserStatus, staleTime: 60_000 });
