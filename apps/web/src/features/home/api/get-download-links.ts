import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths } from '@openlobby/contract/content/paths';
import type { DownloadLinks } from '@openlobby/contract/content/schemas';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/system/download`: the store links the QR codes encode (null: not offered). */
export function getDownloadLinks(signal?: AbortSignal): Promise<DownloadLinks> {
  return apiGet<DownloadLinks>(contentPaths.download, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/content/schemas').then((m) => m.downloadValueSchema)
      : undefined,
  });
}

export const downloadLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['downloadLinks'] as const,
    queryFn: ({ signal }) => getDownloadLinks(signal),
    staleTime: 5 * 60_000,
  });

export function useDownloadLinks() {
  return useQuery(downloadLinksQueryOptions());
}
