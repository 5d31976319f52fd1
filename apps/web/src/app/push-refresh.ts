import type { PushEvent, PushEventKind } from '@openlobby/contract/push/paths';
import type { WalletBalance } from '@openlobby/contract/wallet/balance';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { systemStatusQueryOptions } from '../api/get-system-status';
import { messagesQueryKey } from '../api/get-unread-count';
import { walletBalanceQueryKey } from '../api/get-wallet-balance';
import { contractsQueryKey } from '../features/agent-centre/api/agent-query-key';
import { memberInfoQueryKey } from '../features/identity/api/get-member-info';
import { depositOrdersQueryKey } from '../features/deposit/api/get-deposit-orders';
import { playSessionQueryKey } from '../features/play-session/api/get-play-session';
import { pointsQueryKey } from '../features/point-mall/api/points-api';
import { fundsQueryKey } from '../features/wallet/api/get-wallet-funds';
import { withdrawalsQueryKey } from '../features/withdrawal/api/get-withdrawals';

/** Every announcement list (any execution, any language): a popup event refreshes them. */
const announcementsKey = ['announcements'] as const;

/**
 * What each kind of event makes stale (ADR 031), besides the balance a balance event
 * writes. Loaded with the push channel, after the first login, not with the first page.
 */
const staleAfter: Record<PushEventKind, readonly QueryKey[]> = {
  // The funds (held, withdrawable) are derived on the server; the session's net position
  // in the game's bar follows each stake and win (C3).
  balance: [fundsQueryKey(), playSessionQueryKey()],
  // A message tells of a change made on the server that moved no balance of its own, or
  // not only that: a withdrawal approved or refused (the funds' held amount, the
  // withdrawal's status), a deposit credited or failed, a points redemption settled.
  message: [
    messagesQueryKey(),
    fundsQueryKey(),
    withdrawalsQueryKey(),
    depositOrdersQueryKey(),
    pointsQueryKey(),
  ],
  contract: [contractsQueryKey],
  // The region verdict depends on this tab's address: read it again, not from the event.
  status: [systemStatusQueryOptions().queryKey],
  popup: [announcementsKey],
};

/** What one pushed event changes in the caches the views read. */
export function applyPushEvent(queryClient: QueryClient, event: PushEvent): void {
  if (event.kind === 'balance' && typeof event.payload.balance === 'number') {
    const balance = event.payload.balance;
    queryClient.setQueryData<WalletBalance>(walletBalanceQueryKey(), (old) =>
      old ? { ...old, balance } : old,
    );
  }
  for (const queryKey of staleAfter[event.kind] ?? []) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Everything the channel feeds is read again: the stream started after the page's reads
 * (a change in between was not pushed) or could not replay the whole gap.
 */
export function rereadPushed(queryClient: QueryClient): void {
  const keys = [walletBalanceQueryKey(), ...Object.values(staleAfter).flat()];
  const once = new Map(keys.map((queryKey) => [JSON.stringify(queryKey), queryKey]));
  for (const queryKey of once.values()) void queryClient.invalidateQueries({ queryKey });
}

/**
 * The stream's session ended, in this tab or in the tab that held the stream: the member
 * info is read again, and a session the server refuses logs this tab out
 * (`useMemberSession`), as a logout or a kick elsewhere should.
 */
export function recheckSession(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey() });
}
