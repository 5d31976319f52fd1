import type { ContractKind, ContractTerms } from '@openlobby/contract';
import { and, eq, gte, isNull, lt, min, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  agentContract,
  agentTree,
  ledgerPosting,
  memberDayStat,
  memberSlotStat,
} from '../../../db/schema';
import { sqlRows } from '../../../lib/sql-rows';
import type { BillableContract, TeamFacts } from './compute';
import type { Period } from './periods';

/**
 * The contracts of a kind billed for a period: started before its end and not ended before
 * it (ADR 023). One indexed read of the contracts, whatever their number.
 */
export async function billableContracts(
  db: Db,
  kind: ContractKind,
  periodEnd: Date,
): Promise<BillableContract[]> {
  const rows = await db
    .select({
      id: agentContract.id,
      uplineId: agentContract.uplineId,
      downlineId: agentContract.downlineId,
      terms: agentContract.terms,
    })
    .from(agentContract)
    .where(
      and(
        eq(agentContract.kind, kind),
        lt(agentContract.startedAt, periodEnd),
        or(isNull(agentContract.endedAt), gte(agentContract.endedAt, periodEnd)),
      ),
    );
  return rows.map((r) => ({ ...r, kind, terms: JSON.parse(r.terms) as ContractTerms }));
}

/** When the first contract of a kind started: no period before it can owe anything. */
export async function earliestContractStart(db: Db, kind: ContractKind): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(agentContract.startedAt) })
    .from(agentContract)
    .where(eq(agentContract.kind, kind));
  return row?.at ?? null;
}

type FactsRow = { contract_id: number; v: string; p: string; b: string; active: number };

/** One array parameter (drizzle would otherwise expand a JS array into a value list). */
const ints = (values: readonly number[]) => sql`${sql.param(values)}::integer[]`;
const bigints = (values: readonly number[]) => sql`${sql.param(values)}::bigint[]`;
/** An instant as a parameter both drivers send alike. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Team facts of every given contract for the period, in ONE set-based query over the
 * rollups (P10: no query per contract). Each member's period sums are computed once, then
 * spread to every contracted ancestor through the closure table; a member is active for a
 * contract when its valid bet reaches that contract's minimum. Days (daily and dividend
 * periods) read `member_day_stat`, hours and slots `member_slot_stat`; the real-time
 * `single_bet` stakes come from the slot's bet postings (`singleBetStakes`).
 */
export async function teamFacts(
  db: Db,
  contracts: readonly BillableContract[],
  period: Period,
): Promise<Map<number, TeamFacts>> {
  const facts = new Map<number, TeamFacts>();
  if (contracts.length === 0) return facts;
  const ids = ints(contracts.map((c) => c.id));
  const payees = ints(contracts.map((c) => c.downlineId));
  const minimums = bigints(contracts.map((c) => c.terms.minMemberValidBet));
  const rows = await sqlRows<FactsRow>(
    db,
    sql`
      WITH c (contract_id, downline_id, min_bet) AS (
        SELECT * FROM unnest(${ids}, ${payees}, ${minimums})
      ), s AS (${memberSums(period)})
      SELECT c.contract_id, sum(s.v)::text AS v, sum(s.p)::text AS p, sum(s.b)::text AS b,
        (count(*) FILTER (WHERE s.v > 0 AND s.v >= c.min_bet))::integer AS active
      FROM s
      JOIN ${agentTree} t ON t.member_id = s.member_id
      JOIN c ON c.downline_id = t.ancestor_id
      GROUP BY c.contract_id`,
  );
  for (const r of rows) {
    facts.set(Number(r.contract_id), {
      validBet: Number(r.v),
      payout: Number(r.p),
      bonus: Number(r.b),
      activeMembers: Number(r.active),
      singleBetStakes: 0,
    });
  }
  const singleBet = contracts.filter((c) => c.terms.realtimeType === 'single_bet');
  if (period.unit === 'R' && singleBet.length > 0) {
    for (const [id, stakes] of await singleBetStakes(db, singleBet, period)) {
      const f = facts.get(id);
      if (f) f.singleBetStakes = stakes;
    }
  }
  return facts;
}

/** Each member's sums for the period: `member_id, v, p, b`. */
function memberSums(period: Period): SQL {
  if (period.unit === 'H' || period.unit === 'R') {
    return sql`
      SELECT member_id, sum(${memberSlotStat.validBet}) AS v, sum(${memberSlotStat.payout}) AS p,
        0::bigint AS b
      FROM ${memberSlotStat}
      WHERE ${memberSlotStat.slot} >= ${at(period.start)} AND ${memberSlotStat.slot} < ${at(period.end)}
      GROUP BY member_id`;
  }
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return sql`
    SELECT member_id, sum(${memberDayStat.validBet}) AS v, sum(${memberDayStat.payout}) AS p,
      sum(${memberDayStat.bonus}) AS b
    FROM ${memberDayStat}
    WHERE ${memberDayStat.day} >= ${day(period.start)}::date
      AND ${memberDayStat.day} < ${day(period.end)}::date
    GROUP BY member_id`;
}

/**
 * Stakes of the slot's team bets at or above each contract's `singleBetAmount`: the only
 * settlement read of postings, over the slot's range of `ledger_posting_bet_time_idx`.
 * A provider bet already rolled back (its `…:void:` key exists) does not count.
 */
async function singleBetStakes(
  db: Db,
  contracts: readonly BillableContract[],
  period: Period,
): Promise<Map<number, number>> {
  const ids = ints(contracts.map((c) => c.id));
  const payees = ints(contracts.map((c) => c.downlineId));
  const thresholds = bigints(contracts.map((c) => c.terms.singleBetAmount ?? 0));
  const p = ledgerPosting;
  const rows = await sqlRows<{ contract_id: number; stakes: string }>(
    db,
    sql`
      WITH c (contract_id, downline_id, threshold) AS (
        SELECT * FROM unnest(${ids}, ${payees}, ${thresholds})
      ), b AS (
        SELECT ${p.memberId} AS member_id, -${p.amount} AS stake FROM ${p}
        WHERE ${p.kind} = 'bet' AND ${p.createdAt} >= ${at(period.start)}
          AND ${p.createdAt} < ${at(period.end)} AND ${p.amount} < 0
          AND NOT (${p.idempotencyKey} LIKE 'provider:%:bet:%' AND EXISTS (
            SELECT 1 FROM ${p} v
            WHERE v.idempotency_key = regexp_replace(${p.idempotencyKey}, ':bet:', ':void:')))
      )
      SELECT c.contract_id, sum(b.stake)::text AS stakes
      FROM b
      JOIN ${agentTree} t ON t.member_id = b.member_id
      JOIN c ON c.downline_id = t.ancestor_id AND b.stake >= c.threshold
      GROUP BY c.contract_id`,
  );
  return new Map(rows.map((r) => [Number(r.contract_id), Number(r.stakes)]));
}
