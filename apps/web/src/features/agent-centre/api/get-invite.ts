import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { Invite } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { agentQueryKey } from './agent-query-key';

/** `GET /wps/agent/invite` (T, agents): the affiliate code and the registration link's path. */
export function getInvite(signal?: AbortSignal): Promise<Invite> {
  return apiGet<Invite>(agentPaths.invite, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.inviteSchema)
      : undefined,
  });
}

export const inviteQueryOptions = () =>
  queryOptions({
    queryKey: [...agentQueryKey, 'invite'],
    queryFn: ({ signal }) => getInvite(signal),
    staleTime: 5 * 60_000,
  });

export function useInvite() {
  return useQuery(inviteQueryOptions());
}
