import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playSessionPaths } from '@openlobby/contract/play-session/paths';
import type { PlaySession } from '@openlobby/contract/play-session/schemas';
import { apiSend } from '../../../lib/api-client';
import { playSessionQueryKey } from './get-play-session';

/** `PUT /wps/play-session/reality-check` (T): the interval in minutes, 0 = off. */
export function setRealityCheck(intervalMinutes: number): Promise<PlaySession> {
  return apiSend<PlaySession>('PUT', playSessionPaths.realityCheck, { intervalMinutes });
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (session) => queryClient.setQueryData(playSessionQueryKey(), session),
  });
}
