import { CONTACT_PREFERENCES, type ContactPreference } from '@/api/values';

/** What the visitor chose in the interest dialog before being sent to log in. */
export interface InterestChoice {
  agree: boolean;
  preference: ContactPreference | '';
}

/** The navigation state the login returns with: the product page reopens the dialog with these choices. */
export function interestReturnState(choice: InterestChoice): { interest: InterestChoice } {
  return { interest: { agree: choice.agree, preference: choice.preference } };
}

/**
 * The choices a navigation state carries back from the login, or null. The state went through
 * localStorage (the login return target), so anything unexpected is dropped rather than trusted.
 */
export function readInterestReturn(state: unknown): InterestChoice | null {
  const interest = (state as { interest?: unknown } | null)?.interest;
  if (!interest || typeof interest !== 'object') return null;
  const { agree, preference } = interest as Record<string, unknown>;
  return {
    agree: agree === true,
    preference: CONTACT_PREFERENCES.includes(preference as ContactPreference) ? (preference as ContactPreference) : '',
  };
}
