import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryPaths } from '@openlobby/contract/lottery/paths';
import type { LotteryDraw } from '@openlobby/contract/lottery/schemas';
import { apiGet } from '../../../lib/api-client';
import { lotteryQueryKey } from './lottery-query-key';

/** How many past draws the page reads: the results list shows the first, the trend all. */
export const RESULTS_LIMIT = 50;

/** `GET /lgw/games/results`: a game's drawn results, newest first, each with its seed. */
export async function getResults(
  vassalage: string,
  gameCode: string,
  signal?: AbortSignal,
): Promise<LotteryDraw[]> {
  const reply = await apiGet<{ draws: LotteryDraw[] }>(lotteryPaths.results, {
    signal,
    query: { vassalage, gameCode, limit: String(RESULTS_LIMIT) },
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/lottery/schemas').then((m) => m.lotteryResultsSchema)
      : undefined,
  });
  return reply.draws;
}

export const resultsQueryKey = () => [...lotteryQueryKey(), 'results'] as const;

export const resultsQueryOptions = (vassalage: string, gameCode: string) =>
  queryOptions({
    queryKey: [...resultsQueryKey(), vassalage, gameCode] as const,
    queryFn: ({ signal }) => getResults(vassalage, gameCode, signal),
    // A new result comes with a draw: the page invalidates this when the menu shows one.
    staleTime: 60_000,
  });

export function useResults(vassalage: string, gameCode: string) {
  return useQuery(resultsQueryOptions(vassalage, gameCode));
}

/**
 * `GET /lgw/games/draw`: one draw by its number, for a draw the betting record links to
 * (`?draw=`) that is older than the results the page read. Null: no draw asked for.
 */
export function useDraw(vassalage: string, gameCode: string, drawNumber: string | null) {
  return useQuery({
    queryKey: [...lotteryQueryKey(), 'draw', vassalage, gameCode, drawNumber] as const,
    queryFn: ({ signal }) =>
      apiGet<LotteryDraw>(lotteryPaths.draw, {
        signal,
        query: { vassalage, gameCode, drawNumber: drawNumber ?? '' },
        schema: import.meta.env.DEV
          ? () => import('@openlobby/contract/lottery/schemas').then((m) => m.lotteryDrawSchema)
          : undefined,
      }),
    enabled: drawNumber !== null,
    staleTime: 60_000,
  });
}
