import type { ContractKind } from '@openlobby/contract';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { agentContract, agentContractRequest, member } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';

export type ContractRow = typeof agentContract.$inferSelect;
export type RequestRow = typeof agentContractRequest.$inferSelect;

/** The downline's active contract of a kind (at most one: unique partial index). */
export async function activeContract(db: Db, downlineId: number, kind: ContractKind) {
  const [row] = await db
    .select()
    .from(agentContract)
    .where(
      and(
        eq(agentContract.downlineId, downlineId),
        eq(agentContract.kind, kind),
        isNull(agentContract.endedAt),
      ),
    );
  return row ?? null;
}

/**
 * Serializes contract changes of one downline: the operator setting a top-level contract
 * and the downline accepting an offer at the same moment would otherwise both find no
 * current contract and collide on the unique index. NO KEY UPDATE does not block the
 * KEY SHARE locks other tables' inserts take on the member row.
 */
export async function lockContractsOf(db: Db, downlineId: number) {
  await db.execute(sql`SELECT 1 FROM ${member} WHERE id = ${downlineId} FOR NO KEY UPDATE`);
}

export async function insertContract(
  db: Db,
  values: { kind: ContractKind; uplineId: number | null; downlineId: number; terms: string },
) {
  const [row] = await db.insert(agentContract).values(values).returning();
  return row!;
}

/** Ends an active contract; null when it had already ended (a racing decision won). */
export async function endContract(db: Db, id: number, reason: string) {
  const [row] = await db
    .update(agentContract)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(agentContract.id, id), isNull(agentContract.endedAt)))
    .returning();
  return row ?? null;
}

/**
 * Ends every active contract of `kind` that hangs below the given members' own (their
 * downlines' contracts, those downlines' downlines', …: the chain, spec §4, ADR 023) and
 * expires the open requests of that kind the members and the cut-off downlines sent: an
 * upline that lost a kind can neither hold downline contracts of it nor offer it.
 */
export async function endChainsBelow(
  db: Db,
  kind: ContractKind,
  memberIds: readonly number[],
  reason: string,
): Promise<void> {
  if (memberIds.length === 0) return;
  const roots = sql.join(
    memberIds.map((id) => sql`${id}::integer`),
    sql`, `,
  );
  const ended = await sqlRows<{ downline_id: number }>(
    db,
    sql`
    WITH RECURSIVE chain AS (
      SELECT c.id, c.downline_id FROM agent_contract c
      WHERE c.kind = ${kind} AND c.ended_at IS NULL AND c.upline_id IN (${roots})
      UNION
      SELECT c.id, c.downline_id FROM agent_contract c JOIN chain ON c.upline_id = chain.downline_id
      WHERE c.kind = ${kind} AND c.ended_at IS NULL
    )
    UPDATE agent_contract SET ended_at = now(), end_reason = ${reason}
    WHERE id IN (SELECT id FROM chain)
    RETURNING downline_id`,
  );
  const senders = [...memberIds, ...ended.map((r) => Number(r.downline_id))];
  await db
    .update(agentContractRequest)
    .set({ status: 'expired', decidedAt: sql`now()` })
    .where(
      and(
        eq(agentContractRequest.kind, kind),
        eq(agentContractRequest.status, 'process'),
        or(
          inArray(agentContractRequest.uplineId, senders),
          // A termination of a contract that just ended has nothing left to end.
          and(
            eq(agentContractRequest.action, 'terminate'),
            inArray(
              agentContractRequest.downlineId,
              ended.map((r) => Number(r.downline_id)),
            ),
          ),
        ),
      ),
    );
}

/** The active contracts of a kind the upline gave. */
export function activeContractsFrom(db: Db, uplineId: number, kind: ContractKind) {
  return db
    .select()
    .from(agentContract)
    .where(
      and(
        eq(agentContract.uplineId, uplineId),
        eq(agentContract.kind, kind),
        isNull(agentContract.endedAt),
      ),
    );
}

/** Stores an open request; null when one of that kind is already open for the downline. */
export async function insertRequest(
  db: Db,
  values: {
    kind: ContractKind;
    action: 'new' | 'terminate';
    uplineId: number;
    downlineId: number;
    terms: string | null;
  },
) {
  const [row] = await db
    .insert(agentContractRequest)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Decides an open request addressed to `downlineId` in one conditional update (status
 * `process` →): of a double click or two tabs, one gets the row, the other null.
 */
export async function decideRequest(
  db: Db,
  id: number,
  downlineId: number,
  kind: ContractKind,
  status: 'approved' | 'rejected' | 'expired',
) {
  const [row] = await db
    .update(agentContractRequest)
    .set({ status, decidedAt: sql`now()` })
    .where(
      and(
        eq(agentContractRequest.id, id),
        eq(agentContractRequest.downlineId, downlineId),
        eq(agentContractRequest.kind, kind),
        eq(agentContractRequest.status, 'process'),
      ),
    )
    .returning();
  return row ?? null;
}

/** The open offers (action new) of a kind the upline sent. */
export function openOffersFrom(db: Db, uplineId: number, kind: ContractKind) {
  return db
    .select()
    .from(agentContractRequest)
    .where(
      and(
        eq(agentContractRequest.uplineId, uplineId),
        eq(agentContractRequest.kind, kind),
        eq(agentContractRequest.action, 'new'),
        eq(agentContractRequest.status, 'process'),
      ),
    );
}

/** Expires open requests by id (offers an upline can no longer honour). */
export async function expireRequests(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(agentContractRequest)
    .set({ status: 'expired', decidedAt: sql`now()` })
    .where(
      and(inArray(agentContractRequest.id, [...ids]), eq(agentContractRequest.status, 'process')),
    );
}

/** Expires the open requests of a kind addressed to a member (its contract was replaced). */
export async function expireRequestsTo(db: Db, downlineId: number, kind: ContractKind) {
  await db
    .update(agentContractRequest)
    .set({ status: 'expired', decidedAt: sql`now()` })
    .where(
      and(
        eq(agentContractRequest.downlineId, downlineId),
        eq(agentContractRequest.kind, kind),
        eq(agentContractRequest.status, 'process'),
      ),
    );
}

const up = alias(member, 'upline');
const down = alias(member, 'downline');

export type ContractFilter = {
  uplineId?: number | undefined;
  downlineId?: number | undefined;
  kind?: ContractKind | undefined;
  /** Only contracts still running. */
  active?: boolean;
  id?: number | undefined;
};

/** Contracts with their parties' accounts, newest first. */
export function findContracts(db: Db, f: ContractFilter, limit: number) {
  const where: SQL[] = [];
  if (f.id !== undefined) where.push(eq(agentContract.id, f.id));
  if (f.uplineId !== undefined) where.push(eq(agentContract.uplineId, f.uplineId));
  if (f.downlineId !== undefined) where.push(eq(agentContract.downlineId, f.downlineId));
  if (f.kind) where.push(eq(agentContract.kind, f.kind));
  if (f.active) where.push(isNull(agentContract.endedAt));
  return db
    .select({ c: agentContract, upline: up.account, downline: down.account })
    .from(agentContract)
    .leftJoin(up, eq(up.id, agentContract.uplineId))
    .innerJoin(down, eq(down.id, agentContract.downlineId))
    .where(and(...where))
    .orderBy(desc(agentContract.id))
    .limit(limit);
}
export type ContractView = Awaited<ReturnType<typeof findContracts>>[number];

export type RequestFilter = {
  /** Requests this member sent or received. */
  party?: number | undefined;
  uplineId?: number | undefined;
  downlineId?: number | undefined;
  kind?: ContractKind | undefined;
  /** Only requests waiting for an answer. */
  open?: boolean;
  id?: number | undefined;
};

/** Requests with their parties' accounts: open ones first, then newest first. */
export function findRequests(db: Db, f: RequestFilter, limit: number) {
  const r = agentContractRequest;
  const where: SQL[] = [];
  if (f.party !== undefined) where.push(or(eq(r.uplineId, f.party), eq(r.downlineId, f.party))!);
  if (f.uplineId !== undefined) where.push(eq(r.uplineId, f.uplineId));
  if (f.downlineId !== undefined) where.push(eq(r.downlineId, f.downlineId));
  if (f.kind) where.push(eq(r.kind, f.kind));
  if (f.open) where.push(eq(r.status, 'process'));
  if (f.id !== undefined) where.push(eq(r.id, f.id));
  return db
    .select({ r, upline: up.account, downline: down.account })
    .from(r)
    .innerJoin(up, eq(up.id, r.uplineId))
    .innerJoin(down, eq(down.id, r.downlineId))
    .where(and(...where))
    .orderBy(sql`${r.status} = 'process' DESC`, desc(r.id))
    .limit(limit);
}
export type RequestView = Awaited<ReturnType<typeof findRequests>>[number];
