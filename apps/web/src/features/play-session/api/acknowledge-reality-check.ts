import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playSessionPaths } from '@openlobby/contract/play-session/paths';
import type { PlaySession } from '@openlobby/contract/play-session/schemas';
import { apiSend } from '../../../lib/api-client';
import { playSessionQueryKey } from './get-play-session';

/** `POST /wps/play-session/reality-check/ack` (T): the member's Continue. */
export function acknowledgeRealityCheck(): Promise<PlaySession> {
  return apiSend<PlaySession>('POST', playSessionPaths.acknowledge);
}

export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeRealityCheck,
    onSuccess: (session) => queryClient.setQueryData(playSessionQueryKey(), session),
  });
}
