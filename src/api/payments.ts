import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request, toFormData } from './client';
import type { Frequency } from './subscriptions';
import { money } from './values';

/** Text the server may send as null or leave out. */
const text = z._default(z.pipe(z.nullable(z.string()), z.transform((v) => v ?? '')), '');

/** What is being paid for: a subscription plan with its frequency, or an advertising package. */
export type PaymentTarget = { kind: 'plan'; id: number; frequency: Frequency } | { kind: 'ads'; id: number };

const paymentDataSchema = z.object({
  id: z.coerce.number(),
  name: z.string(),
  price: money,
  discount: z._default(z.coerce.number(), 0),
  limit: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  period: text,
});
export type PaymentData = z.infer<typeof paymentDataSchema>;

const paymentResultSchema = z.union([
  z.object({ token: z.optional(z.nullable(z.string())), message: text }),
  z.string(),
]);

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

export const paymentKeys = {
  data: (target: PaymentTarget) => ['payments', 'data', target.kind, target.id, target.kind === 'plan' ? target.frequency : ''] as const,
};

function targetFields(target: PaymentTarget) {
  return target.kind === 'plan' ? { plan_id: target.id, frequency: target.frequency } : { ads_id: target.id };
}

export async function getPaymentData(target: PaymentTarget): Promise<PaymentData> {
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
export async function updateChosenPlan(target: PaymentTarget, form: PaymentForm): Promise<PaymentResult> {
  const data = { email: form.email, method: form.method, identification: form.identification, ...targetFields(target) };
  const { response, raw } = await request({ method: 'PUT', url: '/subscription-update-chosen', data }, paymentResultSchema);
  return toResult(response, raw);
}

export const paymentDataQuery = (target: PaymentTarget) =>
  queryOptions({ queryKey: paymentKeys.data(target), queryFn: () => getPaymentData(target) });
