import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';

/** Logout clears the token, the phone and every cached server reply, then goes home. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    session.logout();
    queryClient.clear();
    navigate(paths.home);
  }, [queryClient, navigate]);
}
