import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { openInNewTab } from '@/lib/open-in-tab';
import { session } from '@/stores/session';
import { request } from '@/api/client';
import { fileOrAddress } from '@/api/files';
import { statementSchema, type Statement } from '@/features/subscriptions/shared/api/statement';
import { money, text, webUrl } from '@/api/values';
import { dateText } from '@/api/date-values';

export type { Statement, StatementRow } from '@/features/subscriptions/shared/api/statement';

export type Frequency = 'monthly' | 'semiannual' | 'annual';
export const FREQUENCIES: Frequency[] = ['monthly', 'semiannual', 'annual'];

const planSchema = z.object({
  id: z.coerce.number(),
  name: z.string(),
  highlight: z._default(z.optional(z.boolean()), false),
  free: z._default(z.optional(z.boolean()), false),
  monthly: money,
  semiannual: money,
  annual: money,
  monthly_description: text,
  semiannual_description: text,
  annual_description: text,
  monthly_discount: z._default(z.optional(z.coerce.number()), 0),
  semiannual_discount: z._default(z.optional(z.coerce.number()), 0),
  annual_discount: z._default(z.optional(z.coerce.number()), 0),
  description: text,
  /** How many parts the plan allows: a number, or 'unlimited'; optional (the app then goes by the plan's name). */
  max: z.optional(z.nullable(z.union([z.number(), z.string()]))),
});
export type Plan = z.infer<typeof planSchema>;

export interface PlansPage {
  plans: Plan[];
  /** The plan the user holds now (extra top-level fields of the reply), if any. */
  signedPlanId: number | null;
  signedPlanFrequency: string | null;
}

const bankSlipSchema = z.object({
  id: z.optional(z.coerce.number()),
  barcode: text,
  our_number: text,
  due_date: dateText,
  url: webUrl,
});
export type BankSlip = z.infer<typeof bankSlipSchema>;

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: ['subscriptions', 'plans'] as const,
  statement: ['subscriptions', 'statement'] as const,
};

async function getPlans(): Promise<PlansPage> {
  const { response, raw } = await request({ method: 'GET', url: '/subscription-page' }, z.array(planSchema));
  const signedId = Number(raw.signedPlanId);
  return {
    plans: response,
    signedPlanId: raw.signedPlanId !== null && raw.signedPlanId !== undefined && Number.isFinite(signedId) ? signedId : null,
    signedPlanFrequency: typeof raw.signedPlanFrequency === 'string' ? raw.signedPlanFrequency : null,
  };
}

export async function getStatement(): Promise<Statement> {
  const { response } = await request({ method: 'GET', url: '/subscriptions-user' }, statementSchema);
  return response;
}

async function getBankSlip(id: number): Promise<BankSlip> {
  const { response } = await request({ method: 'GET', url: `/subscription-user-bank-slip/${id}` }, bankSlipSchema);
  return response;
}

/** Used by the statement to cancel a subscription (or a plan change) still waiting for payment. */
export async function updatePaymentStatus(input: { id: number; status: 'CANCELLED' }): Promise<string> {
  const { response } = await request({ method: 'PUT', url: '/payment-update-status', data: input }, z.unknown());
  return typeof response === 'string' ? response : '';
}

/** Cancels an active subscription; the server may send a fresh token (the user is no longer a subscriber). */
export async function unsubscribe(input: { id: number; reason: string }): Promise<{ message: string; token: string | null }> {
  const { response, raw } = await request({ method: 'PUT', url: '/unsubscribe', data: input }, z.unknown());
  return { message: typeof response === 'string' ? response : '', token: typeof raw.token === 'string' ? raw.token : null };
}

export const plansQuery = () => queryOptions({ queryKey: subscriptionKeys.plans, queryFn: getPlans });

/**
 * PUT /unsubscribe as a mutation. When it goes through, the token the answer may carry replaces
 * the session's (the account no longer holds a plan) and every cached plan and statement is
 * dropped; the screen says so and leaves, passed as mutate(vars, { onSuccess }).
 */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: ({ token }) => {
      if (token) session.replaceToken(token);
      queryClient.removeQueries({ queryKey: subscriptionKeys.all });
    },
  });
}

/*
 * A waiting row's bank slip at a click (GET /subscription-user-bank-slip/{id}): nothing cached
 * changes. What the screen says is passed as mutate(undefined, { onSuccess, onError }).
 */

/**
 * Shows the slip's PDF in a tab opened at the click: a registered slip is an upload of the API,
 * read through it; an address of another site opens as it is.
 */
export function useOpenBankSlip(id: number) {
  return useMutation({ mutationFn: () => openInNewTab(async () => fileOrAddress((await getBankSlip(id)).url)) });
}

/** Copies the slip's barcode (where the browser allows it) and answers it. */
export function useCopyBarcode(id: number) {
  return useMutation({
    mutationFn: async () => {
      const { barcode } = await getBankSlip(id);
      await navigator.clipboard?.writeText(barcode).catch(() => undefined);
      return barcode;
    },
  });
}
