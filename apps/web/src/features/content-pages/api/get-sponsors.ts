import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths } from '@openlobby/contract/content/paths';
import type { Sponsor } from '@openlobby/contract/content/site-pages';
import type { Language } from '@openlobby/contract/language';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

/** `GET /wps/system/sponsors?language=`: the operator's sponsorships, in page order. */
export function getSponsors(language: Language, signal?: AbortSignal): Promise<Sponsor[]> {
  return apiGet<Sponsor[]>(contentPaths.sponsors, {
    query: { language },
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/content/site-pages').then((m) => m.sponsorsValueSchema)
      : undefined,
  });
}

export const sponsorsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['sponsors', language] as const,
    queryFn: ({ signal }) => getSponsors(language, signal),
    staleTime: 60_000,
  });

export function useSponsors() {
  const language = useSessionStore((s) => s.language);
  return useQuery(sponsorsQueryOptions(language));
}
