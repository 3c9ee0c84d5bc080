import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import type { PaymentMethod } from '@/features/subscriptions/api/payments';
import { isEmail, isValidCpfOrCnpj } from '@/lib/validation';

const PAYMENT_METHODS: readonly PaymentMethod[] = ['bank_slip', 'credit_card', 'pix'];

/** What the payer's form holds: the method, the identification's digits and the e-mail as typed. */
export interface PaymentValues {
  method: PaymentMethod;
  /** Digits only; shown masked as a CPF (up to 11 digits) or a CNPJ. */
  identification: string;
  email: string;
}

/**
 * The payer's form schema for react-hook-form's zod resolver (`t` is useTranslation('subscriptions')'s):
 * a CPF or CNPJ whose check digits are right (the API's rule too) and an e-mail.
 */
export function paymentSchema(t: TFunction, free = false) {
  // A free plan asks for neither: nothing is paid.
  return z.object({
    // One of the three methods (a custom check, not z.enum: see docs/performance.md, 'zod kinds').
    method: z.custom<PaymentMethod>((v) => PAYMENT_METHODS.includes(v as PaymentMethod)),
    identification: z.string().check(z.refine((value: string) => free || isValidCpfOrCnpj(value), { message: t('payment.identificationInvalid') })),
    email: z.string().check(z.refine((value: string) => free || isEmail(value), { message: t('payment.emailInvalid') })),
  }) satisfies z.ZodMiniType<PaymentValues>;
}
