import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import { formatDate } from '@/lib/dates';
import { dueDateProblem, latestDueDate } from '@/lib/validation';

/** What the bank-slip dialog holds: the three typed fields and the first chosen file. */
export interface BankSlipValues {
  dueDate: string;
  ourNumber: string;
  barcode: string;
  file: File | null;
}

export type BankSlipField = keyof BankSlipValues;

/** The fields in the order they are shown: the first one with a message takes the focus. */
export const BANK_SLIP_FIELDS: BankSlipField[] = ['dueDate', 'ourNumber', 'barcode', 'file'];

function isPdfFile(file: File): boolean {
  return /\.pdf$/i.test(file.name) || file.type === 'application/pdf';
}

/** A check that adds the message `problem` returns for the value, if any. */
function problemCheck<V>(problem: (value: V) => string | null) {
  return z.superRefine<V>((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });
}

/**
 * The bank-slip dialog's schema for react-hook-form's zod resolver (`t` is useTranslation('manager')'s).
 * Every field is required; the due date is from today to one year ahead (dueDateProblem, the
 * API's rule too) and the file a PDF.
 */
export function bankSlipSchema(t: TFunction) {
  const filled = (message: string) => z.string().check(problemCheck((value: string) => (value.trim() ? null : message)));
  return z.object({
    dueDate: z.string().check(
      problemCheck((value: string) => {
        if (!value) return t('slipDialog.required.dueDate');
        const problem = dueDateProblem(value);
        if (problem === 'tooLate') return t('slipDialog.lateDueDate', { date: formatDate(latestDueDate()) });
        return problem ? t('slipDialog.pastDueDate') : null;
      }),
    ),
    ourNumber: filled(t('slipDialog.required.ourNumber')),
    barcode: filled(t('slipDialog.required.barcode')),
    file: z
      .nullable(z.custom<File>())
      .check(problemCheck((file: File | null) => (!file ? t('slipDialog.required.file') : isPdfFile(file) ? null : t('slipDialog.notPdf')))),
  }) satisfies z.ZodMiniType<BankSlipValues>;
}
