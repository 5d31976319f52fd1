import type { QueryClient } from '@tanstack/react-query';
import { announcementsQueryOptions } from '../api/get-announcements';
import { bannersQueryOptions } from '../api/get-banners';
import { useSessionStore } from '../stores/session-store';

/**
 * Starts the home page's above-the-fold reads (the banner carousel, the notice marquee) from
 * the route loader. The server usually answered both inside the HTML (ADR 015): they are in
 * the cache before the page's chunk arrives, so its first render already shows the first
 * banner, the page's largest paint (P2). Not awaited: the page shows its own loading state.
 */
export function prefetchHome(queryClient: QueryClient): void {
  const language = useSessionStore.getState().language;
  void queryClient.prefetchQuery(bannersQueryOptions('w_home', language));
  void queryClient.prefetchQuery(announcementsQueryOptions({ language }));
}
