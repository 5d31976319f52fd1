import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearLocalSession } from '../../../lib/session';
import { logout } from '../api/logout';

/**
 * Ends the session in this tab: tells the server, forgets the token and every read of this
 * member, so nothing of theirs is shown to the next one (docs/architecture.md: a member's
 * data is keyed under `member` or `wallet`). Whoever calls it decides where to go next.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session ends in this tab whatever the server answered.
    }
    clearLocalSession();
    queryClient.removeQueries({ queryKey: ['member'] });
    queryClient.removeQueries({ queryKey: ['wallet'] });
  }, [queryClient]);
}
