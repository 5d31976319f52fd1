import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@openlobby/contract/language';
import { rafflePaths } from '@openlobby/contract/raffle/paths';
import type { RaffleItem } from '@openlobby/contract/raffle/schemas';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { apiGet, apiSend } from '../../../lib/api-client';

const raffleKey = ['raffles'] as const;

/**
 * The raffles: a member's own list (`MCS2_getRaffleList`, T: entry and tickets in each) or,
 * for visitors and trial members, the public one (`/wps/system/raffles`).
 */
export const rafflesQueryOptions = (language: Language, member: boolean) =>
  queryOptions({
    queryKey: [...raffleKey, member ? 'member' : 'public', language] as const,
    queryFn: ({ signal }) =>
      apiGet<RaffleItem[]>(member ? rafflePaths.raffles : rafflePaths.publicRaffles, {
        query: member ? undefined : { language },
        signal,
        schema: import.meta.env.DEV
          ? () => import('@openlobby/contract/raffle/schemas').then((m) => m.raffleListSchema)
          : undefined,
      }),
    // Tickets grow with every bet: read again when looked at after half a minute.
    staleTime: 30_000,
  });

export function useRaffles(language: Language, member: boolean) {
  return useQuery(rafflesQueryOptions(language, member));
}

/** `POST MCS2_claimRafflePromotion` (T): joins a running raffle; the list refreshes after. */
export function useClaimRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (raffleId: number) => apiSend<RaffleItem>('POST', rafflePaths.claim, { raffleId }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: raffleKey }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() }),
      ]),
  });
}
