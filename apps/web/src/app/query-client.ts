import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Lobby data changes rarely; refetching on every tab switch would only add load.
      queries: { refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}
