import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { clearLocalSession } from '../../../lib/session';
import { useSessionStore } from '../../../stores/session-store';
import { memberInfoQueryOptions } from '../api/session';

/**
 * Keeps the store's member in step with the token: after a reload or a `?token=` hand-over
 * the member info is fetched; a dead token (401) logs the tab out.
 */
export function useMemberSession(): void {
  const isLogin = useSessionStore((s) => s.isLogin);
  const query = useQuery({ ...memberInfoQueryOptions(), enabled: isLogin, retry: false });

  useEffect(() => {
    if (query.data && isLogin) useSessionStore.getState().setMember(query.data);
  }, [query.data, isLogin]);

  useEffect(() => {
    if (query.error instanceof ApiError && query.error.errorCode === 'UNAUTHORIZED') {
      clearLocalSession();
    }
  }, [query.error]);
}
