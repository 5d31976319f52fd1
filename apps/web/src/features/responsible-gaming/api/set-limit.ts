import { useMutation, useQueryClient } from '@tanstack/react-query';
import { protectionPaths } from '@openlobby/contract/protection/paths';
import type { LimitInput, ProtectionOverview } from '@openlobby/contract/protection/schemas';
import { apiSend } from '../../../lib/api-client';
import { protectionQueryKey } from './get-protection';

/** `PUT /wps/protection/limits` (T): lower at once; a raise or removal waits (C1). */
export function setLimit(input: LimitInput): Promise<ProtectionOverview> {
  return apiSend<ProtectionOverview>('PUT', protectionPaths.limit, input);
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: (overview) => queryClient.setQueryData(protectionQueryKey, overview),
  });
}
