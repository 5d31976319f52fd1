import { AGENT_PAGE_SIZE, type ContractKind } from '@openlobby/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentBill, member } from '../../db/schema';

export type BillView = { b: typeof agentBill.$inferSelect; account: string };

/**
 * One page of an agent's bills of a kind (it is the payee), newest period first, with how
 * many there are and how much of them was paid. Bills are written by the settlement; the
 * agent centre only reads them.
 */
export async function billsOf(db: Db, agentId: number, kind: ContractKind, page: number) {
  const mine = and(eq(agentBill.agentId, agentId), eq(agentBill.kind, kind));
  const [rows, [sums]] = await Promise.all([
    db
      .select({ b: agentBill, account: member.account })
      .from(agentBill)
      .innerJoin(member, eq(member.id, agentBill.agentId))
      .where(mine)
      .orderBy(desc(agentBill.periodStart), desc(agentBill.id))
      .limit(AGENT_PAGE_SIZE)
      .offset((page - 1) * AGENT_PAGE_SIZE),
    db
      .select({
        total: count(),
        paid: sql<string>`coalesce(sum(${agentBill.payable}) FILTER (WHERE ${agentBill.status} = 'issued'), 0)::text`,
      })
      .from(agentBill)
      .where(mine),
  ]);
  return {
    rows: rows as BillView[],
    total: Number(sums?.total ?? 0),
    paid: Number(sums?.paid ?? 0),
  };
}
