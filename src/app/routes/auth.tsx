import { i18n } from '@/app/i18n';
import { LoginPage } from '@/features/account/login-page';

/** The screen's texts load with its code, so the page never suspends while it appears. */
export async function loader() {
  await i18n.loadNamespaces('account');
  return null;
}

/** /auth/*: login in two steps. */
export function Component() {
  return <LoginPage />;
}
