import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/api/client';
import { count, webUrlOrEmpty } from '@/api/values';
import { isoDateOrEmpty } from '@/api/date-values';

export const dashboardKeys = {
  all: ['dashboard'] as const,
};

const subscriberDashboardSchema = z.object({
  subscriptions: z.nullable(
    z.object({
      created: z.optional(z.nullable(isoDateOrEmpty)),
      plan: z.optional(z.nullable(z.string())),
      frequency: z.optional(z.nullable(z.string())),
      expires: z.optional(z.nullable(isoDateOrEmpty)),
    }),
  ),
  publishedCarParts: count,
  nationalCarParts: count,
  importedCarParts: count,
  // The counts are due: a missing or unreadable one is a broken reply, never a 0.
  engagement: z.object({
    total: count,
    data: z._default(z.array(z.object({ part_name: z.string(), engagement: count })), []),
  }),
  mostViewedCarParts: z._default(
    z.array(z.object({ image: webUrlOrEmpty, description: z.string(), url: z.optional(z.string()), views: z.optional(count) })),
    [],
  ),
});
export type SubscriberDashboard = z.infer<typeof subscriberDashboardSchema>;

/** GET /adm-dashboard-page as a subscriber sees it (the manager's shape lives in api/manager.ts). */
async function getSubscriberDashboard(): Promise<SubscriberDashboard> {
  const { response } = await request({ method: 'GET', url: '/adm-dashboard-page' }, subscriberDashboardSchema);
  return response;
}

export const subscriberDashboardQuery = () =>
  queryOptions({ queryKey: [...dashboardKeys.all, 'subscriber'] as const, queryFn: getSubscriberDashboard, staleTime: 15_000 });
