import { i18n } from '@/app/i18n';
import { SignupPage } from '@/features/account/signup-page';

/** The screen's texts load with its code, so the page never suspends while it appears. */
export async function loader() {
  await i18n.loadNamespaces('account');
  return null;
}

/** /signup: form, SMS code, validation. */
export function Component() {
  return <SignupPage />;
}
