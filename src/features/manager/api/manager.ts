import { queryOptions, useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request, toFormData } from '@/api/client';
import { count, money, webUrlOrEmpty } from '@/api/values';
import { dateText, isoDateOrEmpty } from '@/api/date-values';

/** Manager area calls (docs/api.md, Manager area). */
const managerKeys = {
  all: ['manager'] as const,
  dashboard: ['manager', 'dashboard'] as const,
  paymentOrders: ['manager', 'payment-orders'] as const,
  report: (filters: ReportFilters) => ['manager', 'report', filters] as const,
};

/** Every count is due: a missing or unreadable one is a broken reply, never a 0. */
const managerDashboardSchema = z.object({
  invoicesWaiting: count,
  invoicesExpiring: count,
  invoicesExpired: count,
});
export type ManagerDashboard = z.infer<typeof managerDashboardSchema>;

/** GET /adm-dashboard-page as a manager sees it: three invoice counts. */
export async function getManagerDashboard(): Promise<ManagerDashboard> {
  const { response } = await request({ method: 'GET', url: '/adm-dashboard-page' }, managerDashboardSchema);
  return response;
}

const id = z.union([z.number(), z.string()]);
const text = z._default(z.nullable(z.string()), '');

const bankSlipSchema = z.object({
  due_date: z.optional(z.nullable(isoDateOrEmpty)),
  barcode: z.optional(z.nullable(z.string())),
  our_number: z.optional(z.nullable(z.string())),
  amount: z.optional(z.nullable(money)),
  url: webUrlOrEmpty,
});

const paymentOrderSchema = z.object({
  id,
  payment_order_id: id,
  status: z.string(),
  user: text,
  amount: money,
  description: text,
  payment_method: text,
  expires: z.optional(z.nullable(isoDateOrEmpty)),
  /** Bank-slip billing status (null none, 0 registered, 1 sending failed, 2 sent, 3 paid, 4 cancelled, 5 expired); the buttons follow it. */
  bi_status: z._default(z.nullable(z.coerce.number()), null),
  createdAt: z.optional(z.nullable(isoDateOrEmpty)),
  /** When the payment was registered (optional: a server or an order without it leaves it out). */
  paidAt: z.optional(z.nullable(isoDateOrEmpty)),
  bank_slip: z.optional(z.nullable(bankSlipSchema)),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** GET /manager-subscription-page: every payment order, newest first. */
export async function getPaymentOrders(): Promise<PaymentOrder[]> {
  const { response } = await request({ method: 'GET', url: '/manager-subscription-page' }, z.array(paymentOrderSchema));
  return response;
}

export interface BankSlipInput {
  payment_order: string | number;
  due_date: string;
  barcode: string;
  our_number: string;
  file: File;
}

/** POST /manager-bank-invoices (form). Resolves with the server's success code (PAYMENT_ORDER_SUCCESS). The signal lets the dialog's Cancelar stop the upload. */
export async function createBankSlip(input: BankSlipInput, signal?: AbortSignal): Promise<string> {
  const { response } = await request(
    { method: 'POST', url: '/manager-bank-invoices', data: toFormData({ ...input }), signal },
    z._default(z.string(), 'PAYMENT_ORDER_SUCCESS'),
  );
  return response;
}

/** What a bank slip's registration sent, to find the slip again when the reply was lost. */
export type SlipProbe = Pick<BankSlipInput, 'payment_order' | 'our_number'>;

const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * The order whose slip a registration made, found in GET /manager-subscription-page when its
 * reply was lost: the same order, holding a live slip (not cancelled or expired) with the same
 * our number. Null when it holds none.
 */
export async function findBankSlip(probe: SlipProbe): Promise<PaymentOrder | null> {
  const orders = await getPaymentOrders();
  const wanted = digitsOf(probe.our_number);
  const live = (o: PaymentOrder) => o.bi_status === null || o.bi_status < 4;
  const same = (o: PaymentOrder) => String(o.payment_order_id) === String(probe.payment_order) && wanted !== '' && digitsOf(o.bank_slip?.our_number) === wanted;
  return orders.find((o) => same(o) && live(o)) ?? null;
}

const anyReply = z.unknown();

/** POST /manager-bank-invoices-send (form payment_order). */
export async function sendBankSlip(paymentOrder: string | number): Promise<void> {
  await request({ method: 'POST', url: '/manager-bank-invoices-send', data: toFormData({ payment_order: paymentOrder }) }, anyReply);
}

/** POST /manager-bank-invoices-cancel (form payment_order). */
export async function cancelBankSlip(paymentOrder: string | number): Promise<void> {
  await request({ method: 'POST', url: '/manager-bank-invoices-cancel', data: toFormData({ payment_order: paymentOrder }) }, anyReply);
}

/** PUT /manager-bank-invoices-payment (JSON payment_order): the slip was paid. */
export async function registerBankSlipPayment(paymentOrder: string | number): Promise<void> {
  await request({ method: 'PUT', url: '/manager-bank-invoices-payment', data: { payment_order: paymentOrder } }, anyReply);
}

/** PUT /payment-order-cancel (JSON payment_order_id, reason). */
export async function cancelPaymentOrder(paymentOrderId: string | number, reason: string): Promise<void> {
  await request({ method: 'PUT', url: '/payment-order-cancel', data: { payment_order_id: paymentOrderId, reason } }, anyReply);
}

/*
 * The bank-slip actions as mutations. None of them asks anything again: the payment orders page
 * reloads itself after each one (the toast comes back from storage), so no cached reply outlives
 * it. What the screen does with an answer stays in the screen, passed as mutate(vars, { onSuccess }).
 */

/** POST /manager-bank-invoices; the signal lets the dialog's Cancelar stop the upload. */
export function useCreateBankSlip() {
  return useMutation({ mutationFn: ({ input, signal }: { input: BankSlipInput; signal?: AbortSignal }) => createBankSlip(input, signal) });
}

export type PaymentOrderAction = 'send' | 'cancelSlip' | 'pay' | 'cancelOrder';

export interface PaymentOrderActionInput {
  action: PaymentOrderAction;
  paymentOrder: string | number;
  /** Why the order is cancelled (cancelOrder only). */
  reason?: string;
}

function runPaymentOrderAction({ action, paymentOrder, reason = '' }: PaymentOrderActionInput): Promise<void> {
  if (action === 'send') return sendBankSlip(paymentOrder);
  if (action === 'cancelSlip') return cancelBankSlip(paymentOrder);
  if (action === 'pay') return registerBankSlipPayment(paymentOrder);
  return cancelPaymentOrder(paymentOrder, reason);
}

/** Send, cancel or pay an order's bank slip, or cancel the order. */
export function usePaymentOrderAction() {
  return useMutation({ mutationFn: runPaymentOrderAction });
}

export const REPORT_STATUSES = ['ACTIVATED', 'CANCELLED', 'WAITING'] as const;
export const REPORT_PLANS = ['Free', 'Basic', 'Standard', 'Premium'] as const;

export interface ReportFilters {
  status: string;
  plan: string;
  dueDate: string;
}

const reportRowSchema = z.object({
  name: text,
  plan: text,
  status: text,
  createdAt: dateText,
  dueDate: dateText,
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** The report is either rows or a translatable message key (REPORT_NO_DATA when nothing matches). */
type ReportResult = { kind: 'rows'; rows: ReportRow[] } | { kind: 'message'; message: string };

/** GET /manager-report?type=subscriptions&status=&plan=&dueDate= (empty filter = all). */
export async function getSubscriptionsReport(filters: ReportFilters): Promise<ReportResult> {
  const { response } = await request(
    { method: 'GET', url: '/manager-report', params: { type: 'subscriptions', status: filters.status, plan: filters.plan, dueDate: filters.dueDate } },
    z.union([z.array(reportRowSchema), z.string()]),
  );
  return typeof response === 'string' ? { kind: 'message', message: response } : { kind: 'rows', rows: response };
}

export const managerDashboardQuery = () => queryOptions({ queryKey: managerKeys.dashboard, queryFn: getManagerDashboard });
export const paymentOrdersQuery = () => queryOptions({ queryKey: managerKeys.paymentOrders, queryFn: getPaymentOrders, staleTime: 0 });
export const subscriptionsReportQuery = (filters: ReportFilters) =>
  queryOptions({ queryKey: managerKeys.report(filters), queryFn: () => getSubscriptionsReport(filters) });
