import { authProvider } from '@/auth/auth-provider';

/** Logout: the token, the phone, the account's drafts and every cached server reply go; then home. */
const logout = () => authProvider.logout();

export function useLogout(): () => void {
  return logout;
}
