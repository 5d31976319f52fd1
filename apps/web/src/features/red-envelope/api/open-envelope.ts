import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redEnvelopePaths } from '@openlobby/contract/red-envelope/paths';
import type { RedEnvelopeOpenReply } from '@openlobby/contract/red-envelope/schemas';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { apiSend } from '../../../lib/api-client';
import { redEnvelopeQueryKey } from './get-current-round';

/** `POST /wps/relay/RedEnvelope_open` (T): the round's envelope, once per member. */
export function openEnvelope(roundId: number): Promise<RedEnvelopeOpenReply> {
  return apiSend<RedEnvelopeOpenReply>('POST', redEnvelopePaths.open, { roundId });
}

export function useOpenEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openEnvelope,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: redEnvelopeQueryKey() }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() }),
      ]),
  });
}
