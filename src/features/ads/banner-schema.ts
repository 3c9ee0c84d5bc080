import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import type { BannerForm } from './shared/api/ads';
import { upperFirst } from '@/lib/format';

/**
 * The banner form's schema for react-hook-form's zod resolver (`t` is useTranslation('subscriptions')'s).
 * A description with something besides spaces and a product are required; a new banner needs at
 * least one image, an edited one keeps its images when none is chosen. The description's length
 * is held by the input's maxLength (LIMITS.bannerDescription, which the API enforces too).
 */
export function bannerFormSchema(t: TFunction, mode: 'create' | 'update') {
  return z.object({
    description: z.string().check(z.refine((value: string) => value.trim() !== '', { message: t('ads.descriptionRequired') })),
    showDescription: z.boolean(),
    product: z.string().check(z.refine((value: string) => value !== '', { message: t('ads.productRequired') })),
    images: z.array(z.custom<File>()).check(z.refine((files: File[]) => mode === 'update' || files.length > 0, { message: t('ads.imagesRequired') })),
  }) satisfies z.ZodMiniType<BannerForm>;
}

/**
 * The create form's description as the user types it: its first letter in capitals, the rest as
 * typed ('faróis novos' -> 'Faróis novos', never 'Faróis Novos'). The caret stays where it was.
 */
export function capitaliseTyped(input: HTMLInputElement): void {
  const next = upperFirst(input.value);
  // A letter whose capital is longer ('ß' -> 'SS') is left as typed: the text keeps its length.
  if (next === input.value || next.length !== input.value.length) return;
  const { selectionStart, selectionEnd, selectionDirection } = input;
  input.value = next;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
}
