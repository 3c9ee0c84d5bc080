import type { TFunction } from 'i18next';
import * as z from 'zod/mini';

/** The vehicle form's values: each select's value ('' while nothing is chosen). */
export interface VehicleFormValues {
  make: string;
  model: string;
  year: string;
}

/** The oldest year offered. */
export const FIRST_YEAR = 1970;

/** Years offered, newest first: next year (next year's models are on sale) down to 1970. */
export function yearOptions(today = new Date()): number[] {
  const last = today.getFullYear() + 1;
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => last - i);
}

const chosen = (message: string) => z.string().check(z.refine((value: string) => value !== '', { message }));

/** Make, model and year are all required (`t` is useTranslation('garage')'s). */
export function vehicleSchema(t: TFunction) {
  return z.object({
    make: chosen(t('form.makeRequired')),
    model: chosen(t('form.modelRequired')),
    year: chosen(t('form.yearRequired')),
  }) satisfies z.ZodMiniType<VehicleFormValues>;
}
