import type { LoginValue } from '@openlobby/contract/identity/session';
import { routePaths } from '@openlobby/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useModuleEnabled } from './use-module-enabled';
import { writeToken } from '../../../lib/session';
import { useSessionStore } from '../../../stores/session-store';
import { memberInfoQueryOptions } from '../api/get-member-info';

/** How the member signed in: a forced password change never follows SMS or social logins. */
export type LoginMethod = 'username' | 'sms' | 'social' | 'freePlay' | 'register' | 'reset';

/** Spec §4 "Login success": whether the change-password modal must open, and titled how. */
export function forcedPasswordChange(
  value: Pick<LoginValue, 'mustChangePassword' | 'passwordExpired'>,
  method: LoginMethod,
  expiryForcesChange: boolean,
): { forced: boolean; expired: boolean } {
  if (method === 'sms' || method === 'social') return { forced: false, expired: false };
  if (value.mustChangePassword) return { forced: true, expired: false };
  if (value.passwordExpired && expiryForcesChange) return { forced: true, expired: true };
  return { forced: false, expired: false };
}

/**
 * After any successful sign-in: store the token, load the member info into the store,
 * close the dialog, then open the forced password change, or send agents to /agentHome and
 * everyone else back where they were (or home).
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const expiryForcesChange = useModuleEnabled('PWDEXPFORCECHANGE3');

  return useCallback(
    async (value: LoginValue, method: LoginMethod, returnTo?: string) => {
      const store = useSessionStore.getState();
      writeToken(value.token);
      store.setFirstTimeLogin(value.firstTimeLogin);
      const member = await queryClient.fetchQuery({ ...memberInfoQueryOptions(), staleTime: 0 });
      store.setMember(member);
      const change = forcedPasswordChange(value, method, expiryForcesChange);
      if (change.forced) {
        await navigate(routePaths.home);
        store.openAuthModal({ kind: 'changePass', ...change });
        return;
      }
      store.closeAuthModal();
      const agent = useSessionStore.getState().isAgent;
      await navigate(agent ? routePaths.agentHome : (returnTo ?? routePaths.home));
    },
    [queryClient, navigate, expiryForcesChange],
  );
}
