import { i18n } from '@/app/i18n';
import { RecoveryPage } from '@/features/account/recovery-page';

/** The screen's texts load with its code, so the page never suspends while it appears. */
export async function loader() {
  await i18n.loadNamespaces('account');
  return null;
}

/** /recovery-access: contact, code, new password. */
export function Component() {
  return <RecoveryPage />;
}
