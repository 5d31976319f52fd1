import { QueryClient } from '@tanstack/react-query';
import { systemStatusQueryOptions } from '../api/get-system-status';
import { onGateRefusal } from '../lib/api-client';

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      // Lobby data changes rarely; refetching on every tab switch would only add load.
      queries: { refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
  // A call the gate refused (maintenance switched on, or the region blocked, since the page
  // read its status) has the status read again, so the status gate shows the page that
  // says why. The pushed status event does this too, but a tab whose stream opened after
  // the switch never hears it (a fresh stream starts after the newest event).
  onGateRefusal(() => {
    void queryClient.invalidateQueries({ queryKey: systemStatusQueryOptions().queryKey });
  });
  return queryClient;
}
