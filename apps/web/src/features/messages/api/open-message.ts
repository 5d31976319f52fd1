import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagePaths } from '@openlobby/contract/messages/paths';
import type { Message } from '@openlobby/contract/messages/schemas';
import { messagesQueryKey } from '../../../api/get-unread-count';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/v2/messages/:id` (T): the message, marked read by the server. */
export function openMessage(id: number): Promise<Message> {
  return apiGet<Message>(messagePaths.message(id));
}

export function useOpenMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey() }),
  });
}
