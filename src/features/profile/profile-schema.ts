import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import type { ProfileField } from './shared/api/profile';
import { documentProblem, isEmail, isUf, isValidCode, isValidPhone, zipcodeForLookup } from '@/lib/validation';

/**
 * The profile form's schemas for react-hook-form's zod resolver. The rules are lib/validation.ts's
 * (shared with the simulated API); `t` is useTranslation('account')'s.
 */

/** A text checked by `problem`, which returns the message for a wrong value. */
const text = (problem: (value: string) => string | null) =>
  z.string().check(
    z.superRefine((value: string, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );

const anyText = z.string();

export type ProfileValues = Record<ProfileField, string>;

/**
 * Phone and e-mail for everyone; a subscriber also fills the business fields (the trade name is
 * optional). A wrong field says 'Preencha este campo corretamente.'; the document is a CPF (11
 * digits) or a CNPJ (14), and one whose check digits are wrong says which it is.
 */
export function profileSchema(t: TFunction, subscriber: boolean) {
  const required = t('profile.required');
  const filled = text((v) => (v === '' ? required : null));
  const forSubscriber = (rule: z.ZodMiniString<string>) => (subscriber ? rule : anyText);
  return z.object({
    trade_name: anyText,
    phone: text((v) => (isValidPhone(v) ? null : required)),
    email: text((v) => (isEmail(v) ? null : required)),
    business: forSubscriber(filled),
    // 111.111.111-11 has the right shape but is no document.
    document: forSubscriber(
      text((v) => {
        if (v === '') return required;
        const problem = documentProblem(v);
        return problem ? t(`profile.document_${problem}`) : null;
      }),
    ),
    zipcode: forSubscriber(text((v) => (zipcodeForLookup(v) ? null : required))),
    address: forSubscriber(filled),
    number: forSubscriber(filled),
    neighborhood: forSubscriber(filled),
    city: forSubscriber(filled),
    // One of the 27 UFs: 'XY' has the shape of one and is none.
    state: forSubscriber(text((v) => (v === '' ? required : isUf(v) ? null : t('profile.stateInvalid')))),
  }) satisfies z.ZodMiniType<ProfileValues>;
}

/** The code the server sent to confirm a new phone or e-mail: six characters. */
export const profileCodeSchema = (t: TFunction) => z.object({ code: text((code) => (isValidCode(code) ? null : t('feedback.code'))) });
export type ProfileCodeValues = z.infer<ReturnType<typeof profileCodeSchema>>;
