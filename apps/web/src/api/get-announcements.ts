import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopupExecution } from '@openlobby/contract/content/paths';
import { startupRequests } from '@openlobby/contract/startup-requests';
import type { Announcement } from '@openlobby/contract/content/schemas';
import type { Language } from '@openlobby/contract/language';
import { apiGet } from '../lib/api-client';
import { useSessionStore } from '../stores/session-store';

/**
 * What to list: the popups of one audience (A and F need the member token), or, without
 * `execution`, every notice of every type newest first, as the notice marquee and the
 * notice popup show them (their indexes must agree).
 */
export type AnnouncementsFilter = { execution?: PopupExecution | undefined; language: Language };

/** `GET /wps/relay/MCSFE_getListAnnouncements` (spec §7), titles and HTML in `language`. */
export function getAnnouncements(
  filter: AnnouncementsFilter,
  signal?: AbortSignal,
): Promise<Announcement[]> {
  const { path, query } = startupRequests.announcements(filter.language, filter.execution);
  return apiGet<Announcement[]>(path, {
    query,
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/content/schemas').then((m) => m.announcementsValueSchema)
      : undefined,
  });
}

export const announcementsQueryOptions = (filter: AnnouncementsFilter) =>
  queryOptions({
    queryKey: ['announcements', filter.execution ?? 'all', filter.language] as const,
    queryFn: ({ signal }) => getAnnouncements(filter, signal),
    // Operators publish at run time; a minute old is fresh enough for a popup or marquee.
    staleTime: 60_000,
  });

/** The notices (no `execution`) or one audience's popups, in the visitor's language. */
export function useAnnouncements(execution?: PopupExecution, enabled = true) {
  const language = useSessionStore((s) => s.language);
  return useQuery({ ...announcementsQueryOptions({ execution, language }), enabled });
}
