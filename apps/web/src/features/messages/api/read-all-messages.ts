import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagePaths } from '@openlobby/contract/messages/paths';
import { messagesQueryKey } from '../../../api/get-unread-count';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/v2/messages/read-all` (T): every message of the member marked read. */
export function readAllMessages(): Promise<{ marked: number }> {
  return apiSend<{ marked: number }>('POST', messagePaths.readAll);
}

export function useReadAllMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey() }),
  });
}
