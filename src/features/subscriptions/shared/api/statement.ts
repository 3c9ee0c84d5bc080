import * as z from 'zod/mini';
import { money, text } from '@/api/values';
import { dateText } from '@/api/date-values';

/*
 * One statement row shape for the two resources a visitor pays for: the plans
 * (GET /subscriptions-user) and the banner packages (GET /ads-user).
 */
const statementRowSchema = z.object({
  id: z.coerce.number(),
  planId: z.optional(z.nullable(z.coerce.number())),
  description: text,
  status: z.string(),
  frequency: text,
  max: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  expires: dateText,
  payment_method: text,
  amount: money,
  discount: z._default(money, 0),
  bi_status: z._default(z.nullable(z.coerce.number()), null),
  payment_order_id: z.optional(z.nullable(z.coerce.number())),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementSchema = z.object({
  data: z.array(statementRowSchema),
  isUpdateable: z._default(z.optional(z.boolean()), false),
});
export type Statement = z.infer<typeof statementSchema>;
