import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { messagePaths } from '@openlobby/contract/messages/paths';
import type { InboxPage } from '@openlobby/contract/messages/schemas';
import { messagesQueryKey } from '../../../api/get-unread-count';
import { apiGet } from '../../../lib/api-client';

export const INBOX_PAGE_SIZE = 10;

/** `GET /wps/v2/messages` (T): one page of the member's messages, newest first. */
export function getInbox(
  pageNo: number,
  unreadOnly: boolean,
  signal?: AbortSignal,
): Promise<InboxPage> {
  return apiGet<InboxPage>(messagePaths.inbox, {
    query: {
      pageNo: String(pageNo),
      pageSize: String(INBOX_PAGE_SIZE),
      ...(unreadOnly ? { unread: '1' } : {}),
    },
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/messages/schemas').then((m) => m.inboxPageSchema)
      : undefined,
  });
}

export const inboxQueryOptions = (pageNo: number, unreadOnly: boolean) =>
  queryOptions({
    queryKey: [...messagesQueryKey(), 'inbox', { pageNo, unreadOnly }] as const,
    queryFn: ({ signal }) => getInbox(pageNo, unreadOnly, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useInbox(pageNo: number, unreadOnly: boolean) {
  return useQuery(inboxQueryOptions(pageNo, unreadOnly));
}
