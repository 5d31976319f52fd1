import {
  contractKinds,
  isAgentType,
  OPERATOR_CONTRACTS_LIMIT,
  type ContractInfo,
  type ContractKind,
  type ContractProcess,
  type ContractRequest,
  type ContractsValue,
  type ContractTerms,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findMemberById, type MemberRow } from '../identity';
import { writeMessage, type GeneratedMessage } from '../messages';
import {
  activeContract,
  activeContractsFrom,
  decideRequest,
  endChainsBelow,
  endContract,
  expireRequests,
  expireRequestsTo,
  findContracts,
  findRequests,
  insertContract,
  lockContractsOf,
  insertRequest,
  openOffersFrom,
} from './contract-repository';
import { chainConflict, cleanTerms, readTerms, storeTerms, termsFitKind } from './contract-terms';
import { toContract, toRequest } from './contract-view';
import { depthBelow } from './team-repository';

/** How many of the downlines' contracts and of the requests `GET …/contracts` lists. */
export const CONTRACTS_LIST_LIMIT = 200;
export const REQUESTS_LIST_LIMIT = 50;

/** Why contracts end (`agent_contract.end_reason`). */
export const endReasons = {
  replaced: 'replaced by a new contract',
  terminated: 'terminated by the upline',
  operator: 'replaced by the operator',
  rateAbove: "rate above the upline's new contract",
  uplineEnded: "the upline's contract ended",
} as const;

/**
 * The inbox message a request's step sends the other side (ADR 027): an offer or a
 * termination to the downline, an answer to the upline; `from` is who acted.
 */
function requestMessage(
  req: { id: number; kind: string; uplineId: number; downlineId: number },
  kind: 'contract_offered' | 'contract_terminated' | 'contract_accepted' | 'contract_rejected',
  from: MemberRow,
): GeneratedMessage {
  const toDownline = kind === 'contract_offered' || kind === 'contract_terminated';
  return {
    memberId: toDownline ? req.downlineId : req.uplineId,
    kind,
    params: { account: from.account, contract: req.kind },
    eventKey: `contract-request:${req.id}:${kind}`,
  };
}

/** A refusal found inside a decision's transaction: the request expires, then this is thrown. */
class StaleOffer extends Error {
  constructor(readonly refusal: AppError) {
    super(refusal.message);
  }
}

/**
 * Contracts and their requests (spec §3, §4, §7; ADR 023). An upline offers a new contract
 * or its end to a direct downline; the downline accepts or rejects. Every decision is one
 * conditional update of the request (status `process` →) in the transaction that changes
 * the contracts, so a double click or two tabs decide once, and contracts of one kind stay
 * a forest rooted at the operator's top-level ones: a downline's terms never exceed its
 * upline's, and an upline that loses a kind loses its downlines' contracts of it too.
 */
export class ContractService {
  constructor(private readonly db: Db) {}

  /** One of the four `process` calls for `kind`, by the member `caller`. */
  async process(
    caller: MemberRow,
    kind: ContractKind,
    body: ContractProcess,
  ): Promise<ContractRequest> {
    switch (body.action) {
      case 'offer':
        return this.offer(caller, kind, body.downlineId, cleanTerms(body.terms));
      case 'terminate':
        return this.terminate(caller, kind, body.downlineId);
      case 'accept':
        return this.accept(caller, kind, body.requestId);
      case 'reject':
        return this.decide(caller, kind, body.requestId, 'rejected');
    }
  }

  private async offer(
    upline: MemberRow,
    kind: ContractKind,
    downlineId: number,
    terms: ContractTerms,
  ): Promise<ContractRequest> {
    await this.requireDirectDownline(upline, downlineId);
    if (!termsFitKind(kind, terms)) throw new AppError('CONTRACT_TERMS_INVALID', kind);
    const held = await activeContract(this.db, upline.id, kind);
    if (!held) throw new AppError('CONTRACT_NOT_HELD', `${upline.id} holds no ${kind}`);
    const conflict = chainConflict(terms, readTerms(held.terms));
    if (conflict) throw new AppError(conflict, `${kind} offer to ${downlineId}`);
    const row = await this.db.transaction(async (tx) => {
      const stored = await insertRequest(tx, {
        kind,
        action: 'new',
        uplineId: upline.id,
        downlineId,
        terms: storeTerms(terms),
      });
      if (stored) await writeMessage(tx, requestMessage(stored, 'contract_offered', upline));
      return stored;
    });
    if (!row) throw new AppError('CONTRACT_REQUEST_OPEN', `${kind} for ${downlineId}`);
    return this.request(row.id);
  }

  private async terminate(
    upline: MemberRow,
    kind: ContractKind,
    downlineId: number,
  ): Promise<ContractRequest> {
    await this.requireDirectDownline(upline, downlineId);
    const current = await activeContract(this.db, downlineId, kind);
    if (!current || current.uplineId !== upline.id) {
      throw new AppError('CONTRACT_NOT_FOUND', `${kind} of ${downlineId} from ${upline.id}`);
    }
    const row = await this.db.transaction(async (tx) => {
      const stored = await insertRequest(tx, {
        kind,
        action: 'terminate',
        uplineId: upline.id,
        downlineId,
        terms: null,
      });
      if (stored) await writeMessage(tx, requestMessage(stored, 'contract_terminated', upline));
      return stored;
    });
    if (!row) throw new AppError('CONTRACT_REQUEST_OPEN', `${kind} for ${downlineId}`);
    return this.request(row.id);
  }

  /** Offers and terminations are the agents'; the downline is one level below the caller. */
  private async requireDirectDownline(upline: MemberRow, downlineId: number) {
    if (!isAgentType(upline.type)) throw new AppError('AGENT_ONLY', `member ${upline.id}`);
    if ((await depthBelow(this.db, upline.id, downlineId)) !== 1) {
      throw new AppError('NOT_DIRECT_DOWNLINE', `${downlineId} under ${upline.id}`);
    }
  }

  /**
   * The downline accepts: a `new` request replaces its current contract of the kind (if
   * any) with the offered one, after checking the upline still holds terms at least as
   * good; a `terminate` request ends the contract. Either way, in the same transaction,
   * the contracts below that no longer fit end with their chains (spec §4).
   */
  private async accept(
    downline: MemberRow,
    kind: ContractKind,
    requestId: number,
  ): Promise<ContractRequest> {
    try {
      await this.db.transaction(async (tx) => {
        const req = await decideRequest(tx, requestId, downline.id, kind, 'approved');
        if (!req) throw notFound(requestId);
        await writeMessage(tx, requestMessage(req, 'contract_accepted', downline));
        if (req.action === 'terminate') {
          const current = await activeContract(tx, downline.id, kind);
          if (current && current.uplineId === req.uplineId) {
            await endContract(tx, current.id, endReasons.terminated);
            await endChainsBelow(tx, kind, [downline.id], endReasons.uplineEnded);
          }
          return;
        }
        const terms = readTerms(req.terms!);
        const held = await activeContract(tx, req.uplineId, kind);
        if (!held) throw new StaleOffer(new AppError('CONTRACT_NOT_HELD', `${req.uplineId}`));
        const conflict = chainConflict(terms, readTerms(held.terms));
        if (conflict) throw new StaleOffer(new AppError(conflict, `request ${requestId}`));
        await startContract(tx, kind, req.uplineId, downline.id, terms, endReasons.replaced);
      });
    } catch (error) {
      if (!(error instanceof StaleOffer)) throw error;
      // The upline no longer holds what it offered: the offer expires, and the answer says why.
      await decideRequest(this.db, requestId, downline.id, kind, 'expired');
      throw error.refusal;
    }
    return this.request(requestId);
  }

  private async decide(
    downline: MemberRow,
    kind: ContractKind,
    requestId: number,
    status: 'rejected',
  ): Promise<ContractRequest> {
    const row = await this.db.transaction(async (tx) => {
      const decided = await decideRequest(tx, requestId, downline.id, kind, status);
      if (decided) await writeMessage(tx, requestMessage(decided, 'contract_rejected', downline));
      return decided;
    });
    if (!row) throw notFound(requestId);
    return this.request(row.id);
  }

  private async request(id: number): Promise<ContractRequest> {
    const [view] = await findRequests(this.db, { id }, 1);
    return toRequest(view!);
  }

  /**
   * The operator sets (or replaces) an agent's top-level contract of a kind: the agent's
   * current contract of that kind ends, requests waiting for the agent's answer expire,
   * and what no longer fits below it ends as when a downline accepts.
   */
  async setTopContract(agentId: number, kind: ContractKind, input: ContractTerms) {
    const agent = await findMemberById(this.db, agentId);
    if (!agent) throw new AppError('NOT_FOUND', `member ${agentId}`);
    if (!isAgentType(agent.type)) throw new AppError('AGENT_ONLY', `member ${agentId}`);
    const terms = cleanTerms(input);
    if (!termsFitKind(kind, terms)) throw new AppError('CONTRACT_TERMS_INVALID', kind);
    const id = await this.db.transaction(async (tx) => {
      await expireRequestsTo(tx, agentId, kind);
      return startContract(tx, kind, null, agentId, terms, endReasons.operator);
    });
    // The contract just set, by its id: a racing change may already have replaced it.
    const [view] = await findContracts(this.db, { id }, 1);
    if (!view) throw new Error(`contract ${id} not found after insert`);
    return toContract(view);
  }

  /** The operator's list: active contracts, optionally of one agent and/or kind. */
  async operatorList(f: { agentId?: number | undefined; kind?: ContractKind | undefined }) {
    const rows = await findContracts(
      this.db,
      { downlineId: f.agentId, kind: f.kind, active: true },
      OPERATOR_CONTRACTS_LIMIT,
    );
    return rows.map(toContract);
  }

  /**
   * The caller's contracts (GET …/contracts; members too: "members accept or reject
   * contracts from the upline"): those it holds, those it gave, and the requests it sent or
   * received, open ones first.
   */
  async list(memberId: number): Promise<ContractsValue> {
    const [mine, downlines, requests] = await Promise.all([
      findContracts(this.db, { downlineId: memberId, active: true }, contractKinds.length),
      findContracts(this.db, { uplineId: memberId, active: true }, CONTRACTS_LIST_LIMIT),
      findRequests(this.db, { party: memberId }, REQUESTS_LIST_LIMIT),
    ]);
    return {
      mine: mine.map(toContract),
      downlines: downlines.map(toContract),
      requests: requests.map(toRequest),
    };
  }

  /** The contracts a downline holds from the agent, and their open requests (its detail). */
  async between(agentId: number, downlineId: number) {
    const [held, requests] = await Promise.all([
      findContracts(this.db, { uplineId: agentId, downlineId, active: true }, contractKinds.length),
      findRequests(this.db, { uplineId: agentId, downlineId, open: true }, contractKinds.length),
    ]);
    return { contractsHeld: held.map(toContract), requests: requests.map(toRequest) };
  }

  /**
   * Spec §3 consolidated contract info: the open request of each kind waiting for the
   * caller's answer. With AGENTPOLICY3 off the platform has no contract requests to show,
   * so every kind answers null (the page then asks nothing).
   */
  async info(memberId: number, agentPolicyOn: boolean): Promise<ContractInfo> {
    const open = agentPolicyOn
      ? await findRequests(this.db, { downlineId: memberId, open: true }, contractKinds.length)
      : [];
    const of = (kind: ContractKind) => {
      const view = open.find((v) => v.r.kind === kind);
      return view ? toRequest(view) : null;
    };
    return {
      divtypereq: of('dividend'),
      dailysalreqtype: of('daily'),
      contracthoursalreq: of('hourly'),
      realtimesalreqtype: of('realtime'),
    };
  }
}

const notFound = (id: number) => new AppError('CONTRACT_REQUEST_NOT_FOUND', `request ${id}`);

/**
 * Starts a contract for `downlineId`, ending its current one of the kind, then ends its
 * own downlines' contracts that no longer fit under the new terms (with their chains) and
 * expires its open offers that would not fit either. Runs inside the caller's transaction.
 */
async function startContract(
  tx: Db,
  kind: ContractKind,
  uplineId: number | null,
  downlineId: number,
  terms: ContractTerms,
  reason: string,
): Promise<number> {
  await lockContractsOf(tx, downlineId);
  const current = await activeContract(tx, downlineId, kind);
  if (current) await endContract(tx, current.id, reason);
  const created = await insertContract(tx, {
    kind,
    uplineId,
    downlineId,
    terms: storeTerms(terms),
  });
  const below = await activeContractsFrom(tx, downlineId, kind);
  const cut = below.filter((c) => chainConflict(readTerms(c.terms), terms) !== null);
  for (const c of cut) await endContract(tx, c.id, endReasons.rateAbove);
  await endChainsBelow(
    tx,
    kind,
    cut.map((c) => c.downlineId),
    endReasons.uplineEnded,
  );
  const offers = await openOffersFrom(tx, downlineId, kind);
  await expireRequests(
    tx,
    offers.filter((o) => chainConflict(readTerms(o.terms!), terms) !== null).map((o) => o.id),
  );
  return created.id;
}
