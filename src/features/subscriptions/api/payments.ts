import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { clearPaymentTarget, type PaymentTarget } from '@/features/subscriptions/shared/payment-intent';
import { session } from '@/stores/session';
import { adsKeys, getAdsStatement } from '@/features/ads/shared/api/ads';
import { request, toFormData } from '@/api/client';
import { getStatement, subscriptionKeys, updatePaymentStatus, type StatementRow } from './subscriptions';
import { userStatusKey } from '@/api/user-status';
import { money, text } from '@/api/values';

/** What is being paid for: a subscription plan with its frequency, or an advertising package. */

const paymentDataSchema = z.object({
  id: z.coerce.number(),
  name: z.string(),
  price: money,
  discount: z._default(z.coerce.number(), 0),
  limit: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  period: text,
});
export type PaymentData = z.infer<typeof paymentDataSchema>;

const paymentResultSchema = z.union([z.object({ token: z.optional(z.nullable(z.string())), message: text }), z.string()]);

export interface PaymentResult {
  token: string | null;
  message: string;
}

export type PaymentMethod = 'bank_slip' | 'credit_card' | 'pix';

export interface PaymentForm {
  email: string;
  method: PaymentMethod;
  /** Digits only. */
  identification: string;
}

const paymentKeys = {
  data: (target: PaymentTarget) => ['payments', 'data', target.kind, target.id, target.kind === 'plan' ? target.frequency : ''] as const,
};

function targetFields(target: PaymentTarget) {
  return target.kind === 'plan' ? { plan_id: target.id, frequency: target.frequency } : { ads_id: target.id };
}

async function getPaymentData(target: PaymentTarget): Promise<PaymentData> {
  const data = target.kind === 'plan' ? toFormData({ plan_id: target.id, frequency: target.frequency }) : toFormData({ plan_id: target.id });
  const { response } = await request({ method: 'POST', url: '/payment-subscription-data', data }, paymentDataSchema);
  return response;
}

function toResult(response: z.infer<typeof paymentResultSchema>, raw: Record<string, unknown>): PaymentResult {
  if (typeof response === 'string') return { token: typeof raw.token === 'string' ? raw.token : null, message: response };
  return { token: response.token ?? null, message: response.message ?? '' };
}

export async function requestPayment(target: PaymentTarget, form: PaymentForm): Promise<PaymentResult> {
  const data = toFormData({ email: form.email, method: form.method, identification: form.identification, ...targetFields(target) });
  const { response, raw } = await request({ method: 'POST', url: '/payment-request', data }, paymentResultSchema);
  return toResult(response, raw);
}

/** The change-plan step of the statement: same data as a payment request, sent as JSON. */
async function updateChosenPlan(target: PaymentTarget, form: PaymentForm): Promise<PaymentResult> {
  const data = { email: form.email, method: form.method, identification: form.identification, ...targetFields(target) };
  const { response, raw } = await request({ method: 'PUT', url: '/subscription-update-chosen', data }, paymentResultSchema);
  return toResult(response, raw);
}

export const paymentDataQuery = (target: PaymentTarget) => queryOptions({ queryKey: paymentKeys.data(target), queryFn: () => getPaymentData(target) });

interface PaymentRequest {
  target: PaymentTarget;
  form: PaymentForm;
}

/**
 * A payment sent (a new one, or the statement's change of plan) as a mutation. When it goes
 * through: the token the answer may carry replaces the session's first (it says which plan the
 * account holds), the plan or package the user was about to pay is forgotten, and then the
 * plans, statements, advertising data and the user's status are asked again. What the screen
 * says and where it goes stay in the screen, passed as mutate(vars, { onSuccess }).
 */
function usePaymentMutation(send: (target: PaymentTarget, form: PaymentForm) => Promise<PaymentResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, form }: PaymentRequest) => send(target, form),
    onSuccess: (result) => {
      if (result.token && session.user) session.replaceToken(result.token);
      paymentMade(queryClient);
    },
  });
}

function paymentMade(queryClient: QueryClient) {
  clearPaymentTarget();
  void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
  void queryClient.invalidateQueries({ queryKey: adsKeys.all });
  void queryClient.invalidateQueries({ queryKey: userStatusKey });
}

/** What a payment request sent, to find its order again when the reply was lost. */
export interface PaymentProbe {
  target: PaymentTarget;
  /** A free plan is active at once instead of waiting for payment. */
  free: boolean;
}

/**
 * The order a payment request (or a plan change) made, found in the caller's statement
 * (GET /subscriptions-user, or GET /ads-user for a package) when its reply was lost: the row of
 * the same plan (and frequency) waiting for payment, or active for a free plan. The server keeps
 * one waiting order per kind, so such a row is that request's. Null when there is none.
 */
export async function findPaymentRequest(probe: PaymentProbe): Promise<StatementRow | null> {
  const { target, free } = probe;
  const statement = target.kind === 'plan' ? await getStatement() : await getAdsStatement();
  const same = (row: StatementRow) => row.planId === target.id && (target.kind === 'ads' || row.frequency === target.frequency);
  return statement.data.find((row) => same(row) && (row.status === 'WAITING' || (free && row.status === 'ACTIVATED'))) ?? null;
}

/** findPaymentRequest; an order found counts as made (the plans, statements and status are read again). */
export function useFindPaymentRequest() {
  const queryClient = useQueryClient();
  return async (probe: PaymentProbe) => {
    const found = await findPaymentRequest(probe);
    if (found) paymentMade(queryClient);
    return found;
  };
}

/** POST /payment-request: pays for a plan or an advertising package. */
export const useRequestPayment = () => usePaymentMutation(requestPayment);

/** PUT /subscription-update-chosen: the statement's change of plan. */
export const useUpdateChosenPlan = () => usePaymentMutation(updateChosenPlan);

/**
 * PUT /payment-update-status: a plan or package still waiting for payment is cancelled. Its
 * statement and the user's status are asked again (not waited for: the screen answers at once).
 */
export function useCancelPaymentRequest(kind: PaymentTarget['kind']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => updatePaymentStatus({ id, status: 'CANCELLED' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userStatusKey });
      void queryClient.invalidateQueries({ queryKey: kind === 'plan' ? subscriptionKeys.statement : adsKeys.statement });
    },
  });
}
