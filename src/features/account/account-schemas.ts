import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import {
  contactProblem,
  isAcceptablePassword,
  isEmail,
  isFullName,
  isValidCode,
  PASSWORD_MIN,
  phoneProblem,
  TEXT_MAX,
  type PasswordLevel,
  type PersonalData,
} from '@/lib/validation';

/**
 * The account forms' schemas (signup, login, recovery, deletion) for react-hook-form's zod
 * resolver. The rules are lib/validation.ts's, shared with the simulated API; here they only
 * get the account namespace's messages (`t` is useTranslation('account')'s).
 */

/** A check that adds the message `problem` returns for the value, if any. */
function problemCheck<V>(problem: (value: V) => string | null | undefined) {
  return z.superRefine<V>((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });
}

/** A string checked by `problem`. */
const text = (problem: (value: string) => string | null | undefined) => z.string().check(problemCheck(problem));

/** A box that must be ticked. */
const accepted = (message: string) => z.boolean().check(problemCheck((value: boolean) => (value ? null : message)));

const digits = (value: string) => value.replace(/\D/g, '');

/** The phone's message: empty, or not a mobile number. */
function phoneMessage(t: TFunction, value: string): string | undefined {
  const problem = phoneProblem(value);
  return problem === 'empty' ? t('feedback.phoneEmpty') : problem ? t('feedback.phoneInvalid') : undefined;
}

/** The messages of a new password and its confirmation (signup, recovery). */
function newPasswordProblems(t: TFunction, level: PasswordLevel, personal: PersonalData, password: string, confirm: string) {
  return {
    password: isAcceptablePassword(password, level, personal) ? undefined : t('feedback.password'),
    confirm: !confirm ? t('feedback.passwordConfirmRequired') : confirm !== password ? t('feedback.passwordConfirm') : undefined,
  };
}

/** The six-character verification code (signup and recovery). */
export const codeSchema = (t: TFunction) => z.object({ code: text((code) => (isValidCode(code) ? null : t('feedback.code'))) });
export type CodeValues = z.infer<ReturnType<typeof codeSchema>>;

/**
 * Signup. The password must pass the checklist of the level the server hints at, without the
 * name, phone or e-mail typed above it; the confirmation must repeat it.
 */
export function signupSchema(t: TFunction, level: PasswordLevel) {
  return z
    .object({
      name: text((name) => (isFullName(name) && name.trim().length <= TEXT_MAX ? null : t('feedback.name'))),
      /** As typed, masked: (11) 9-8765-4321. */
      phone: text((phone) => phoneMessage(t, phone)),
      email: text((email) => (isEmail(email) ? null : t('feedback.email'))),
      password: z.string(),
      passwordConfirm: z.string(),
      terms: accepted(t('feedback.accept')),
      age: accepted(t('feedback.accept')),
    })
    .check(
      z.superRefine((values, ctx) => {
        const personal = { name: values.name, phone: digits(values.phone), email: values.email };
        const problems = newPasswordProblems(t, level, personal, values.password, values.passwordConfirm);
        if (problems.password) ctx.addIssue({ code: 'custom', path: ['password'], message: problems.password, input: values.password });
        if (problems.confirm) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: problems.confirm, input: values.passwordConfirm });
      }),
    );
}
export type SignupValues = z.infer<ReturnType<typeof signupSchema>>;

/** Login, first step: the phone, masked as typed. */
export const loginPhoneSchema = (t: TFunction) => z.object({ phone: text((phone) => phoneMessage(t, phone)) });
export type LoginPhoneValues = z.infer<ReturnType<typeof loginPhoneSchema>>;

/** Login, second step: any password, as long as there is one (the server judges it). */
export const loginPasswordSchema = (t: TFunction) => z.object({ password: text((password) => (password ? null : t('feedback.passwordRequired'))) });
export type LoginPasswordValues = z.infer<ReturnType<typeof loginPasswordSchema>>;

/** Recovery, first step: a phone (12 characters or fewer) or an e-mail. */
function contactMessage(t: TFunction, value: string): string | undefined {
  const problem = contactProblem(value);
  return problem === 'empty'
    ? t('feedback.contactEmpty')
    : problem === 'invalidPhone'
      ? t('feedback.phoneInvalid')
      : problem === 'invalidEmail'
        ? t('feedback.email')
        : undefined;
}
export const recoveryContactSchema = (t: TFunction) => z.object({ contact: text((contact) => contactMessage(t, contact)) });
export type RecoveryContactValues = z.infer<ReturnType<typeof recoveryContactSchema>>;

/** Recovery, last step: the new password, under the same checklist as the signup's. */
export function recoveryPasswordSchema(t: TFunction, level: PasswordLevel, personal: PersonalData) {
  return z.object({ password: z.string(), passwordConfirm: z.string() }).check(
    z.superRefine((values, ctx) => {
      const problems = newPasswordProblems(t, level, personal, values.password, values.passwordConfirm);
      if (problems.password) ctx.addIssue({ code: 'custom', path: ['password'], message: problems.password, input: values.password });
      if (problems.confirm) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: problems.confirm, input: values.passwordConfirm });
    }),
  );
}
export type RecoveryPasswordValues = z.infer<ReturnType<typeof recoveryPasswordSchema>>;

/** Account deletion: the current password (the server checks it), why the user leaves, and the consent. */
export function deleteAccountSchema(t: TFunction) {
  return z.object({
    password: text((password) => (password.length < PASSWORD_MIN ? t('delete.feedback_password') : null)),
    nps: text((nps) => (nps.trim() ? null : t('delete.feedback_nps'))),
    terms: accepted(t('delete.feedback_terms')),
  });
}
export type DeleteAccountValues = z.infer<ReturnType<typeof deleteAccountSchema>>;
