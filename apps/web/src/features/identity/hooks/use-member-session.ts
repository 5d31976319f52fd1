import { useQuery } from '@tanstack/react-query';
import { routePaths } from '@openlobby/contract/routes';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { clearLocalSession } from '../../../lib/session';
import { useSessionStore } from '../../../stores/session-store';
import { memberInfoQueryOptions } from '../api/get-member-info';

/**
 * Keeps the store's member in step with the token: after a reload or a `?token=` hand-over
 * the member info is fetched; a dead token (401) logs the tab out. A handed-over token
 * lands like a login from the popup: agents go to /agentHome (spec §4 "Login success").
 */
export function useMemberSession(): void {
  const isLogin = useSessionStore((s) => s.isLogin);
  const query = useQuery({ ...memberInfoQueryOptions(), enabled: isLogin, retry: false });
  const navigate = useNavigate();

  useEffect(() => {
    if (!query.data || !isLogin) return;
    const store = useSessionStore.getState();
    store.setMember(query.data);
    if (store.tokenHandedOver) {
      store.setTokenHandedOver(false);
      if (useSessionStore.getState().isAgent) void navigate(routePaths.agentHome);
    }
  }, [query.data, isLogin, navigate]);

  useEffect(() => {
    if (query.error instanceof ApiError && query.error.errorCode === 'UNAUTHORIZED') {
      clearLocalSession();
    }
  }, [query.error]);
}
