import { SignupPage } from '@/features/account/signup-page';

/** /signup: form, SMS code, validation. */
export function Component() {
  return <SignupPage />;
}
