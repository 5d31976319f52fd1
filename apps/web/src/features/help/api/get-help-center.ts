import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpTopic } from '@openlobby/contract/content/schemas';
import type { Language } from '@openlobby/contract/language';
import { startupRequests } from '@openlobby/contract/startup-requests';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

/**
 * `GET /wps/system/helpCenter?lang=&device=WEB` (spec §7): topics, HTML to sanitize. The
 * request is the boot data's (ADR 015), so a first load of /help finds it answered.
 */
export function getHelpCenter(language: Language, signal?: AbortSignal): Promise<HelpTopic[]> {
  const { path, query } = startupRequests.helpCenter(language);
  return apiGet<HelpTopic[]>(path, {
    query,
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/content/schemas').then((m) => m.helpCenterValueSchema)
      : undefined,
  });
}

export const helpCenterQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['helpCenter', language] as const,
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 60_000,
  });

export function useHelpCenter() {
  const language = useSessionStore((s) => s.language);
  return useQuery(helpCenterQueryOptions(language));
}
