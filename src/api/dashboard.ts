import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/** A string that may come as null or be missing, as ''. */
const textOrEmpty = z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? ''));
const count = z._default(z.coerce.number(), 0);

const subscriberDashboardSchema = z.object({
  subscriptions: z.nullable(
    z.object({
      created: z.optional(z.nullable(z.string())),
      plan: z.optional(z.nullable(z.string())),
      frequency: z.optional(z.nullable(z.string())),
      expires: z.optional(z.nullable(z.string())),
    }),
  ),
  publishedCarParts: count,
  nationalCarParts: count,
  importedCarParts: count,
  engagement: z._default(
    z.object({
      total: count,
      data: z._default(z.array(z.object({ part_name: z.string(), engagement: z.coerce.number() })), []),
    }),
    { total: 0, data: [] },
  ),
  mostViewedCarParts: z._default(
    z.array(z.object({ image: textOrEmpty, description: z.string(), url: z.optional(z.string()), views: z.optional(z.number()) })),
    [],
  ),
});
export type SubscriberDashboard = z.infer<typeof subscriberDashboardSchema>;

/** GET /adm-dashboard-page as a subscriber sees it (the manager's shape lives in api/manager.ts). */
export async function getSubscriberDashboard(): Promise<SubscriberDashboard> {
  const { response } = await request({ method: 'GET', url: '/adm-dashboard-page' }, subscriberDashboardSchema);
  return response;
}

export const subscriberDashboardQuery = () =>
  queryOptions({ queryKey: [...dashboardKeys.all, 'subscriber'] as const, queryFn: getSubscriberDashboard, staleTime: 15_000 });
