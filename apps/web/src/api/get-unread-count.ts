import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagePaths } from '@openlobby/contract/messages/paths';
import type { UnreadCount } from '@openlobby/contract/messages/schemas';
import { apiGet } from '../lib/api-client';
import { usePushStore } from '../stores/push-store';
import { useSessionStore } from '../stores/session-store';

/** `GET /wps/relay/CSP_unreadCount` (T, spec §7): how many platform messages are unread. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiGet<UnreadCount>(messagePaths.unreadCount, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/messages/schemas').then((m) => m.unreadCountSchema)
      : undefined,
  });
}

/**
 * The member's messages, under `member` (logout removes them): the unread count and the
 * inbox pages. Whatever creates or reads a message invalidates this whole family.
 */
export const messagesQueryKey = () => ['member', 'messages'] as const;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...messagesQueryKey(), 'unread'] as const,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Messages arrive from the server's events: the badge catches up within a minute.
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

/**
 * The unread count for the badges (member centre menu). Visitors and trial members ask
 * nothing (spec §6: trial members skip the unread fetch) and get 0.
 */
export function useUnreadCount(): number {
  const enabled = useSessionStore((s) => s.isLogin && !s.isTrial);
  // While the push channel is up, message events refresh the count; polling is the fallback.
  const pushed = usePushStore((s) => s.connected);
  const { data } = useQuery({
    ...unreadCountQueryOptions(),
    enabled,
    ...(pushed ? { refetchInterval: false as const, refetchOnWindowFocus: false } : {}),
  });
  return enabled && data ? data.count : 0;
}
