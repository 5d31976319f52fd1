import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, WINNER_BOARD_LIMIT } from '@openlobby/contract/content/paths';
import type { Winner } from '@openlobby/contract/content/schemas';
import type { Language } from '@openlobby/contract/language';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

/** `GET /wps/relay/GCSGAME_getRankList` (spec §7): the winner board, 20 entries (spec §9). */
export function getWinners(language: Language, signal?: AbortSignal): Promise<Winner[]> {
  return apiGet<Winner[]>(contentPaths.winners, {
    query: { gameCategory: 'ALL', limitNum: String(WINNER_BOARD_LIMIT), language },
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/content/schemas').then((m) => m.winnersValueSchema)
      : undefined,
  });
}

export const winnersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['winners', language] as const,
    queryFn: ({ signal }) => getWinners(language, signal),
    // "cached" (spec §7): the server keeps the board a few seconds; a minute here is plenty.
    staleTime: 60_000,
  });

export function useWinners() {
  const language = useSessionStore((s) => s.language);
  return useQuery(winnersQueryOptions(language));
}
