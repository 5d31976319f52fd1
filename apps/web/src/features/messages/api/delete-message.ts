import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagePaths } from '@openlobby/contract/messages/paths';
import { messagesQueryKey } from '../../../api/get-unread-count';
import { apiSend } from '../../../lib/api-client';

/** `DELETE /wps/v2/messages/:id` (T): removes one of the member's messages. */
export function deleteMessage(id: number): Promise<{ id: number }> {
  return apiSend<{ id: number }>('DELETE', messagePaths.message(id));
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey() }),
  });
}
