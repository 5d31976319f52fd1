import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { TeamBetGamesQuery, TeamBetGamesValue } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { agentQueryKey } from './agent-query-key';

const queryOf = (q: TeamBetGamesQuery) => ({
  memberId: String(q.memberId),
  day: q.day,
  ...(q.vendorCode ? { vendorCode: q.vendorCode } : {}),
});

/**
 * `GET /wps/agent/reports/team-bets/games` (T, agents): one team member's bets of one UTC
 * day by game, the drill-down of a team-betting row.
 */
export function getTeamBetGames(
  q: TeamBetGamesQuery,
  signal?: AbortSignal,
): Promise<TeamBetGamesValue> {
  return apiGet<TeamBetGamesValue>(agentPaths.teamBetGames, {
    query: queryOf(q),
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.teamBetGamesValueSchema)
      : undefined,
  });
}

/** Fresh when opened again: today's rounds keep coming. */
export const teamBetGamesQueryOptions = (q: TeamBetGamesQuery) =>
  queryOptions({
    queryKey: [...agentQueryKey, 'teamBetGames', queryOf(q)],
    queryFn: ({ signal }) => getTeamBetGames(q, signal),
    staleTime: 0,
  });

export function useTeamBetGames(q: TeamBetGamesQuery) {
  return useQuery(teamBetGamesQueryOptions(q));
}
