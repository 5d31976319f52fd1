import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { AgentAnnouncement } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { agentQueryKey } from './agent-query-key';

/** `GET /wps/agent/announcements` (T, agents): announcements for the agent audience. */
export function getAgentAnnouncements(signal?: AbortSignal): Promise<AgentAnnouncement[]> {
  return apiGet<AgentAnnouncement[]>(agentPaths.announcements, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.agentAnnouncementsSchema)
      : undefined,
  });
}

export const agentAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: [...agentQueryKey, 'announcements'],
    queryFn: ({ signal }) => getAgentAnnouncements(signal),
    staleTime: 60_000,
  });

export function useAgentAnnouncements() {
  return useQuery(agentAnnouncementsQueryOptions());
}
