import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { RegisterDownline } from '@openlobby/contract/agent/schemas';
import { apiSend } from '../../../lib/api-client';
import { agentQueryKey } from './agent-query-key';

export type RegisteredDownline = { id: number; account: string; isAgent: boolean };

/** `PUT /wps/agent/downlines` (T, agents, E): the password travels encrypted. */
export function registerDownline(input: RegisterDownline): Promise<RegisteredDownline> {
  return apiSend<RegisteredDownline>('PUT', agentPaths.registerDownline, input, {
    encrypted: true,
  });
}

export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDownline,
    // The tree, the overview's counts and the reports all have one member more.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentQueryKey }),
  });
}
