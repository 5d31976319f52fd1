import type {
  Contract,
  ContractKind,
  ContractRequest,
  ContractRequestAction,
  ContractRequestStatus,
} from '@openlobby/contract';
import { readTerms } from './contract-terms';
import type { ContractView, RequestView } from './contract-repository';

/** A contract as the agent centre shows it. */
export const toContract = ({ c, upline, downline }: ContractView): Contract => ({
  id: c.id,
  kind: c.kind as ContractKind,
  uplineAccount: upline,
  downlineId: c.downlineId,
  downlineAccount: downline,
  terms: readTerms(c.terms),
  startedAt: c.startedAt.toISOString(),
  endedAt: c.endedAt?.toISOString() ?? null,
  endReason: c.endReason,
});

/** A contract request as both its parties see it. */
export const toRequest = ({ r, upline, downline }: RequestView): ContractRequest => ({
  id: r.id,
  kind: r.kind as ContractKind,
  action: r.action as ContractRequestAction,
  status: r.status as ContractRequestStatus,
  uplineAccount: upline,
  downlineId: r.downlineId,
  downlineAccount: downline,
  terms: r.terms === null ? null : readTerms(r.terms),
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});
