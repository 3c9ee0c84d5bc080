import { DeleteAccountPage } from '@/features/account/delete-account-page';

/** /account/delete-account. */
export function Component() {
  return <DeleteAccountPage />;
}
