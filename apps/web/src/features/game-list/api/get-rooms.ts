import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamePaths } from '@openlobby/contract/games/paths';
import type { PvpRoom } from '@openlobby/contract/games/schemas';
import type { Language } from '@openlobby/contract/language';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/relay/GLS2_roomList` (T): the open rooms of every PVP game. */
export function getRooms(language: Language, signal?: AbortSignal): Promise<PvpRoom[]> {
  return apiGet<PvpRoom[]>(gamePaths.roomList, {
    query: { language },
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/games/lists').then((m) => m.roomListValueSchema)
      : undefined,
  });
}

export const roomsQueryOptions = (memberId: number, language: Language) =>
  queryOptions({
    queryKey: ['games', 'rooms', memberId, language] as const,
    queryFn: ({ signal }) => getRooms(language, signal),
    // Seats fill and empty all the time.
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

export function useRooms(memberId: number | undefined, language: Language) {
  return useQuery({
    ...roomsQueryOptions(memberId ?? 0, language),
    enabled: memberId !== undefined,
  });
}
