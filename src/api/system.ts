import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

export const systemKeys = {
  version: ['system', 'version'] as const,
  userStatus: ['system', 'user-status'] as const,
};

async function getVersion(): Promise<string> {
  const { response } = await request({ method: 'GET', url: '/version' }, z.string());
  return response;
}

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

export const versionQuery = () => queryOptions({ queryKey: systemKeys.version, queryFn: getVersion, staleTime: Infinity, retry: 0 });
export const userStatusQuery = () => queryOptions({ queryKey: systemKeys.userStatus, queryFn: getUserStatus, staleTime: 60_000 });
