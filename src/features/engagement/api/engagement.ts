import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { admProductKeys } from '@/features/adm-products/shared/api/adm-products';
import { request, toFormData } from '@/api/client';
import { dashboardKeys } from '@/features/dashboard/shared/api/dashboard';
import { CONTACT_PREFERENCES, type ContactPreference } from '@/api/values';
import { isoDate } from '@/api/date-values';

export const engagementKeys = {
  all: ['engagement'] as const,
  list: () => [...engagementKeys.all, 'list'] as const,
  product: (id: number) => [...engagementKeys.all, 'product', id] as const,
};

const ENGAGEMENT_STATUSES = ['OPENED', 'VIEWED', 'CONTACTED', 'SOLD', 'CLOSED'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

/** A string that may come as null or be missing, as ''. */
const textOrEmpty = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v) => v ?? ''),
);

/** The channel the buyer chose; a row without one (or with one the app does not know) has none. */
const contactPreference = z.pipe(
  z.optional(z.unknown()),
  z.transform((v): ContactPreference | null => (CONTACT_PREFERENCES.includes(v as ContactPreference) ? (v as ContactPreference) : null)),
);

const engagementSchema = z.pipe(
  z.object({
    id: z.optional(z.coerce.number()),
    engagement_id: z.optional(z.coerce.number()),
    interested: textOrEmpty,
    car_part: textOrEmpty,
    date: isoDate,
    // One of the five statuses (a custom check, not z.enum: see docs/performance.md, 'zod kinds').
    status: z.custom<EngagementStatus>((v) => ENGAGEMENT_STATUSES.includes(v as EngagementStatus)),
    quantity: z._default(z.coerce.number(), 1),
    contact_preference: contactPreference,
    /** The buyer's phone, sent only when they chose to be reached on it (WhatsApp or a call). */
    interested_phone: textOrEmpty,
    /** The buyer's e-mail, sent only when they chose to be reached by e-mail (optional: a server may leave it out). */
    interested_email: textOrEmpty,
  }),
  z.transform((e) => ({ ...e, id: e.id ?? e.engagement_id ?? 0 })),
);
export type Engagement = z.infer<typeof engagementSchema>;

export async function getEngagements(): Promise<Engagement[]> {
  const { response } = await request({ method: 'GET', url: '/engagement-page' }, z.array(engagementSchema));
  return response;
}

export const engagementsQuery = () => queryOptions({ queryKey: engagementKeys.list(), queryFn: getEngagements, staleTime: 10_000 });

/** A request still waiting for the advertiser's contact (opened, or viewed and not answered): the sidebar's "new" count. */
export function isAwaitingContact(status: EngagementStatus): boolean {
  return status === 'OPENED' || status === 'VIEWED';
}

export type AnswerOption = 'SEND_USER_DATA' | 'SOLD_CAR_PART' | 'NO_NEGOTIATION';

const answerSchema = z.object({ description: z._default(z.string(), ''), data: z.array(engagementSchema) });
type AnswerResult = z.infer<typeof answerSchema>;

/** POST /engagement-page-answer: chosen is '<OPTION>.<id>', quantity goes as text. */
async function answerEngagement(option: AnswerOption, id: number, quantity: number): Promise<AnswerResult> {
  const data = toFormData({ chosen: `${option}.${id}`, quantity: String(quantity) });
  const { response } = await request({ method: 'POST', url: '/engagement-page-answer', data }, answerSchema);
  return response;
}

/**
 * POST /engagement-page-answer as a mutation: the reply's list replaces the cached one, and the
 * dashboard's counts and the parts (a sale lowers the stock) are read again. What the screen
 * says stays in the screen, passed as mutate(vars, { onSuccess, onError }).
 */
export function useAnswerEngagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ option, id, quantity }: { option: AnswerOption; id: number; quantity: number }) => answerEngagement(option, id, quantity),
    onSuccess: (result) => {
      queryClient.setQueryData(engagementKeys.list(), result.data);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: admProductKeys.all });
    },
  });
}
