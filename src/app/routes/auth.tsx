import { LoginPage } from '@/features/account/login-page';

/** /auth/*: login in two steps. */
export function Component() {
  return <LoginPage />;
}
