import { useCallback } from 'react';
import { useSessionActions } from '@/stores/session';

/** Logout: the token, the phone, the account's drafts and every cached server reply go; then home. */
export function useLogout(): () => void {
  const { logout } = useSessionActions();
  return useCallback(() => logout(), [logout]);
}
