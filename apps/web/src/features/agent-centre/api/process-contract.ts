import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractProcessPaths, type ContractKind } from '@openlobby/contract/agent/paths';
import type { ContractProcess, ContractRequest } from '@openlobby/contract/agent/schemas';
import { apiSend } from '../../../lib/api-client';
import { contractsQueryKey, downlinesQueryKey } from './agent-query-key';

/**
 * The four `process` calls of spec §7 (`MCS2_processDividendReq`, …), one per kind: an
 * upline offers or terminates, the downline accepts or rejects an open request.
 */
export function processContract(kind: ContractKind, body: ContractProcess) {
  return apiSend<ContractRequest>('POST', contractProcessPaths[kind], body);
}

export function useProcessContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: ContractKind; body: ContractProcess }) =>
      processContract(kind, body),
    // Answered or not (a request may have expired meanwhile), the contracts read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractsQueryKey }),
        queryClient.invalidateQueries({ queryKey: downlinesQueryKey }),
      ]),
  });
}
