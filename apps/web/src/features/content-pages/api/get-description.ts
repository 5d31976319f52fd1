import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths } from '@openlobby/contract/content/paths';
import type { DescriptionSection } from '@openlobby/contract/content/site-pages';
import type { Language } from '@openlobby/contract/language';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

/** `GET /wps/system/description?language=`: about, terms, privacy…; HTML to sanitize. */
export function getDescription(
  language: Language,
  signal?: AbortSignal,
): Promise<DescriptionSection[]> {
  return apiGet<DescriptionSection[]>(contentPaths.description, {
    query: { language },
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/content/site-pages').then((m) => m.descriptionValueSchema)
      : undefined,
  });
}

export const descriptionQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['description', language] as const,
    queryFn: ({ signal }) => getDescription(language, signal),
    staleTime: 60_000,
  });

export function useDescription() {
  const language = useSessionStore((s) => s.language);
  return useQuery(descriptionQueryOptions(language));
}
