import { i18n } from '@/app/i18n';
import { DeleteAccountPage } from '@/features/account/delete-account-page';

/** The screen's texts load with its code, so the page never suspends while it appears. */
export async function loader() {
  await i18n.loadNamespaces('account');
  return null;
}

/** /account/delete-account. */
export function Component() {
  return <DeleteAccountPage />;
}
