import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths } from '@openlobby/contract/content/paths';
import type { ChatModel } from '@openlobby/contract/content/schemas';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/relay/CBS_modelList` (no token): the live-chat channels; none → empty. */
export function getChatModels(signal?: AbortSignal): Promise<ChatModel[]> {
  return apiGet<ChatModel[]>(contentPaths.chatModels, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/content/schemas').then((m) => m.chatModelsValueSchema)
      : undefined,
  });
}

export const chatModelsQueryOptions = () =>
  queryOptions({
    queryKey: ['support', 'chatModels'] as const,
    queryFn: ({ signal }) => getChatModels(signal),
    staleTime: 60_000,
  });

export function useChatModels() {
  return useQuery(chatModelsQueryOptions());
}
