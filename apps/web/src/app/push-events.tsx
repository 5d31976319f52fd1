import type { PushEvent } from '@openlobby/contract/push/paths';
import type { WalletBalance } from '@openlobby/contract/wallet/balance';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { systemStatusQueryOptions } from '../api/get-system-status';
import { messagesQueryKey } from '../api/get-unread-count';
import { walletBalanceQueryKey } from '../api/get-wallet-balance';
import { contractsQueryKey } from '../features/agent-centre/api/agent-query-key';
import { playSessionQueryKey } from '../features/play-session/api/get-play-session';
import { fundsQueryKey } from '../features/wallet/api/get-wallet-funds';
import type { PushClient } from '../lib/push/push-client';
import { readToken } from '../lib/session';
import { usePushStore } from '../stores/push-store';
import { useSessionStore } from '../stores/session-store';

/** Every announcement list (any execution, any language): a popup event refreshes them. */
const announcementsKey = ['announcements'] as const;

/** What one pushed event changes in the caches the views read (ADR 031). */
export function applyPushEvent(queryClient: QueryClient, event: PushEvent): void {
  switch (event.kind) {
    case 'balance': {
      const balance = event.payload.balance;
      if (typeof balance === 'number') {
        queryClient.setQueryData<WalletBalance>(walletBalanceQueryKey(), (old) =>
          old ? { ...old, balance } : old,
        );
      }
      // The member centre's funds (held, withdrawable) are derived on the server.
      void queryClient.invalidateQueries({ queryKey: fundsQueryKey() });
      // The session's net position in the game's bar follows each stake and win (C3).
      void queryClient.invalidateQueries({ queryKey: playSessionQueryKey() });
      return;
    }
    case 'message':
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey() });
      return;
    case 'contract':
      void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
      return;
    case 'status':
      // The region verdict depends on this tab's address: read it again, not from the event.
      void queryClient.invalidateQueries({ queryKey: systemStatusQueryOptions().queryKey });
      return;
    case 'popup':
      void queryClient.invalidateQueries({ queryKey: announcementsKey });
      return;
  }
}

/** The stream could not replay the whole gap: everything it feeds is read again. */
function resync(queryClient: QueryClient): void {
  for (const queryKey of [
    walletBalanceQueryKey(),
    fundsQueryKey(),
    messagesQueryKey(),
    contractsQueryKey,
    systemStatusQueryOptions().queryKey,
    announcementsKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * The push channel of a logged-in tab (spec §4 "socket-event parts appear only when logged
 * in"): mounted beside the status gate so a maintenance page still hears the event that
 * ends it. Renders nothing.
 */
export function PushEvents() {
  const queryClient = useQueryClient();
  const isLogin = useSessionStore((s) => s.isLogin);
  const setConnected = usePushStore((s) => s.setConnected);
  useEffect(() => {
    if (!isLogin) return;
    // The client loads with the first login: a visitor's first load has none of it (P1).
    let client: PushClient | null = null;
    let stopped = false;
    void import('../lib/push/push-client').then(({ PushClient }) => {
      if (stopped) return;
      client = new PushClient({
        token: readToken,
        onEvent: (event) => applyPushEvent(queryClient, event),
        onReady: (mustResync) => {
          if (mustResync) resync(queryClient);
        },
        onConnected: setConnected,
      });
      client.start();
    });
    return () => {
      stopped = true;
      client?.stop();
    };
  }, [isLogin, queryClient, setConnected]);
  return null;
}
