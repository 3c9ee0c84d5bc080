import { RecoveryPage } from '@/features/account/recovery-page';

/** /recovery-access: contact, code, new password. */
export function Component() {
  return <RecoveryPage />;
}
