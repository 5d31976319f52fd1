import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerGroup } from '@openlobby/contract/content/paths';
import { startupRequests } from '@openlobby/contract/startup-requests';
import type { Banner } from '@openlobby/contract/content/schemas';
import type { Language } from '@openlobby/contract/language';
import { apiGet } from '../lib/api-client';
import { useSessionStore } from '../stores/session-store';

/** `GET /wps/system/banners` (spec §3 "Banner"): one group's banners, titles in `language`. */
export function getBanners(
  groupName: BannerGroup,
  language: Language,
  signal?: AbortSignal,
): Promise<Banner[]> {
  const { path, query } = startupRequests.banners(groupName, language);
  return apiGet<Banner[]>(path, {
    query,
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/content/schemas').then((m) => m.bannersValueSchema)
      : undefined,
  });
}

export const bannersQueryOptions = (groupName: BannerGroup, language: Language) =>
  queryOptions({
    queryKey: ['banners', groupName, language] as const,
    queryFn: ({ signal }) => getBanners(groupName, language, signal),
    // Operators change banners at run time; a reload shows a change, a minute is fresh enough.
    staleTime: 60_000,
  });

export function useBanners(groupName: BannerGroup) {
  const language = useSessionStore((s) => s.language);
  return useQuery(bannersQueryOptions(groupName, language));
}
