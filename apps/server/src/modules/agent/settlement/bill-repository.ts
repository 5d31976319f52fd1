import type { BillStatus, ContractKind } from '@openlobby/contract';
import { and, desc, eq, like, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agentBill, agentSettlementRun, member } from '../../../db/schema';
import type { ComputedBill } from './compute';
import type { Period, PeriodUnit } from './periods';

export type BillRow = typeof agentBill.$inferSelect & { agentAccount: string };

/** The end of the latest settled period of a unit: the catch-up starts there. */
export async function lastRunEnd(db: Db, kind: ContractKind, unit: PeriodUnit) {
  const [row] = await db
    .select({ end: max(agentSettlementRun.periodEnd) })
    .from(agentSettlementRun)
    .where(and(eq(agentSettlementRun.kind, kind), like(agentSettlementRun.periodKey, `${unit}:%`)));
  return row?.end ?? null;
}

/** Whether a period's bills are stored already (a rerun skips computing them). */
export async function periodStored(db: Db, kind: ContractKind, periodKey: string) {
  const rows = await db
    .select({ kind: agentSettlementRun.kind })
    .from(agentSettlementRun)
    .where(and(eq(agentSettlementRun.kind, kind), eq(agentSettlementRun.periodKey, periodKey)));
  return rows.length > 0;
}

/**
 * Stores a period's bills and its run row in one transaction, exactly once (R7, R9). The
 * run row is inserted first, ON CONFLICT DO NOTHING: a second process settling the same
 * period waits on that key until the first commits, then inserts nothing, so a period's
 * bills always come from one computation (a chain is never half from each). The bills'
 * UNIQUE (contract, period) is the second guard. False when the period was already stored.
 */
export async function insertPeriodBills(
  db: Db,
  kind: ContractKind,
  period: Period,
  bills: readonly ComputedBill[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(agentSettlementRun)
      .values({ kind, periodKey: period.key, periodEnd: period.end })
      .onConflictDoNothing()
      .returning({ kind: agentSettlementRun.kind });
    if (claimed.length === 0) return false;
    if (bills.length === 0) return true;
    const now = new Date();
    // Chunked: one INSERT per 1,000 bills keeps each statement's parameters bounded.
    for (let i = 0; i < bills.length; i += 1000) {
      await tx
        .insert(agentBill)
        .values(
          bills.slice(i, i + 1000).map((b) => ({
            contractId: b.contractId,
            kind,
            periodKey: period.key,
            periodStart: period.start,
            periodEnd: period.end,
            agentId: b.agentId,
            validBet: b.validBet,
            profitLoss: b.profitLoss,
            activeMembers: b.activeMembers,
            rate: b.rate,
            gross: b.gross,
            downlineGross: b.downlineGross,
            payable: b.payable,
            status: b.status,
            reason: b.reason,
            // Settled at once: nothing to pay (not reached, or all earned by downlines).
            settledAt: b.status === 'issued' || b.status === 'not_reached' ? now : null,
          })),
        )
        .onConflictDoNothing({ target: [agentBill.contractId, agentBill.periodKey] });
    }
    return true;
  });
}

/** Ids of bills still waiting to be paid: of one period, or of a kind (crash recovery). */
export async function pendingBillIds(db: Db, kind: ContractKind, periodKey?: string) {
  const rows = await db
    .select({ id: agentBill.id, periodKey: agentBill.periodKey })
    .from(agentBill)
    .where(
      and(
        eq(agentBill.status, 'pending'),
        eq(agentBill.kind, kind),
        periodKey === undefined ? undefined : eq(agentBill.periodKey, periodKey),
      ),
    )
    .orderBy(agentBill.id);
  return rows;
}

/**
 * Moves a bill from `from` to issued, in the caller's transaction: one conditional update,
 * so of two payers racing for it exactly one gets the row (the other waits, then finds it
 * issued). Null when it was not in `from` any more.
 */
export async function claimBill(db: Db, id: number, from: BillStatus) {
  const [row] = await db
    .update(agentBill)
    .set({ status: 'issued', settledAt: new Date() })
    .where(and(eq(agentBill.id, id), eq(agentBill.status, from)))
    .returning();
  return row ?? null;
}

export async function setBillPosting(db: Db, id: number, postingId: number) {
  await db.update(agentBill).set({ postingId }).where(eq(agentBill.id, id));
}

/** A bill whose payment threw: failed, with why (never silently unpaid). */
export async function markBillFailed(db: Db, id: number, from: BillStatus, reason: string) {
  const rows = await db
    .update(agentBill)
    .set({ status: 'failed', reason: reason.slice(0, 500), settledAt: new Date() })
    .where(and(eq(agentBill.id, id), eq(agentBill.status, from)))
    .returning({ id: agentBill.id });
  return rows.length > 0;
}

/** A held dividend refused by the operator; false when it was no longer held. */
export async function rejectHeldBill(db: Db, id: number, reason: string) {
  const rows = await db
    .update(agentBill)
    .set({ status: 'rejected', reason, settledAt: new Date() })
    .where(and(eq(agentBill.id, id), eq(agentBill.status, 'applying')))
    .returning({ id: agentBill.id });
  return rows.length > 0;
}

const withAccount = { bill: agentBill, agentAccount: member.account };
const flat = (r: { bill: typeof agentBill.$inferSelect; agentAccount: string }): BillRow => ({
  ...r.bill,
  agentAccount: r.agentAccount,
});

export async function billById(db: Db, id: number): Promise<BillRow | null> {
  const [row] = await db
    .select(withAccount)
    .from(agentBill)
    .innerJoin(member, eq(member.id, agentBill.agentId))
    .where(eq(agentBill.id, id));
  return row ? flat(row) : null;
}

/** Bills for operators, newest first. */
export async function operatorBills(
  db: Db,
  filter: { status?: BillStatus | undefined; kind?: ContractKind | undefined; limit: number },
): Promise<BillRow[]> {
  const where: (SQL | undefined)[] = [
    filter.status ? eq(agentBill.status, filter.status) : undefined,
    filter.kind ? eq(agentBill.kind, filter.kind) : undefined,
  ];
  const rows = await db
    .select(withAccount)
    .from(agentBill)
    .innerJoin(member, eq(member.id, agentBill.agentId))
    .where(and(...where))
    .orderBy(desc(agentBill.periodEnd), desc(agentBill.id))
    .limit(filter.limit);
  return rows.map(flat);
}

/** How many bills of a period are in each status. */
export async function periodStatusCounts(db: Db, kind: ContractKind, periodKey: string) {
  const rows = await db
    .select({ status: agentBill.status, n: sql<number>`count(*)::integer` })
    .from(agentBill)
    .where(and(eq(agentBill.kind, kind), eq(agentBill.periodKey, periodKey)))
    .groupBy(agentBill.status);
  return new Map(rows.map((r) => [r.status as BillStatus, Number(r.n)]));
}
