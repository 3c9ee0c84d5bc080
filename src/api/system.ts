import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

const versionKey = ['system', 'version'] as const;

async function getVersion(): Promise<string> {
  const { response } = await request({ method: 'GET', url: '/version' }, z.string());
  return response;
}

export const versionQuery = () => queryOptions({ queryKey: versionKey, queryFn: getVersion, staleTime: Infinity, retry: 0 });
