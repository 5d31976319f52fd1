import type { ContractKind, ContractTerms } from '@openlobby/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentBill, agentContract } from '../db/schema';
import { insertMember, NO_PASSWORD } from '../modules/identity';
import { DEMO_FUNDING, providerAccount } from '../modules/wallet/accounts';
import { post, readBalance } from '../modules/wallet/ledger';

let serial = 0;
const unique = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(serial += 1)}`;

/**
 * What settlement tests build: members placed in the tree through identity's
 * `insertMember` (so `agent_tree` is right), contracts, and play dated into a chosen
 * period through the wallet's `post()` with the ledger clock (ADR 023).
 */
export function settlementKit(db: Db) {
  async function member(parentId: number | null, type = 0): Promise<number> {
    const account = `s${unique()}`;
    const row = await insertMember(db, {
      account,
      accountKey: account,
      nickname: account,
      type,
      parentId,
      passwordHash: NO_PASSWORD,
    });
    if (!row) throw new Error('member not created');
    return row.id;
  }

  async function contract(
    kind: ContractKind,
    uplineId: number | null,
    downlineId: number,
    terms: ContractTerms,
    startedAt = new Date('2020-01-01T00:00:00Z'),
  ): Promise<number> {
    const [row] = await db
      .insert(agentContract)
      .values({ kind, uplineId, downlineId, terms: JSON.stringify(terms), startedAt })
      .returning({ id: agentContract.id });
    return row!.id;
  }

  /**
   * A member deposits, bets `stake` and wins `win` at `at`, each posting dated there by
   * the ledger clock inside one transaction. Keys follow the provider wallet's, so a
   * rolled-back bet would be recognised.
   */
  async function play(
    memberId: number,
    at: Date,
    stake: number,
    win = 0,
    options: { bonus?: number } = {},
  ) {
    const id = unique();
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('openlobby.ledger_clock', ${at.toISOString()}, true)`);
      await post(tx, {
        idempotencyKey: `test-fund:${id}`,
        kind: 'deposit',
        memberId,
        amount: stake,
        counterparty: DEMO_FUNDING,
      });
      await post(tx, {
        idempotencyKey: `provider:TEST:bet:${id}`,
        kind: 'bet',
        memberId,
        amount: -stake,
        counterparty: providerAccount('TEST'),
      });
      if (win > 0) {
        await post(tx, {
          idempotencyKey: `provider:TEST:win:${id}`,
          kind: 'win',
          memberId,
          amount: win,
          counterparty: providerAccount('TEST'),
        });
      }
      if (options.bonus) {
        await post(tx, {
          idempotencyKey: `test-bonus:${id}`,
          kind: 'bonus',
          memberId,
          amount: options.bonus,
          counterparty: DEMO_FUNDING,
        });
      }
    });
  }

  const bills = (where?: { contractId?: number; periodKey?: string }) =>
    db
      .select()
      .from(agentBill)
      .where(
        and(
          where?.contractId === undefined ? undefined : eq(agentBill.contractId, where.contractId),
          where?.periodKey === undefined ? undefined : eq(agentBill.periodKey, where.periodKey),
        ),
      )
      .orderBy(agentBill.id);

  /** What the agent-pay account has paid in total (its entries run negative). */
  async function agentPayTotal(): Promise<number> {
    const result = (await db.execute(
      sql`SELECT coalesce(-sum(amount), 0)::text AS paid FROM ledger_entry WHERE account = 'agent_pay'`,
    )) as unknown as { rows: { paid: string }[] };
    return Number(result.rows[0]!.paid);
  }

  return {
    member,
    contract,
    play,
    bills,
    agentPayTotal,
    balance: (id: number) => readBalance(db, id),
  };
}

export const tiers = (rate: number, more: { minValidBet: number; rate: number }[] = []) => [
  { minValidBet: 0, rate },
  ...more,
];

export const plainTerms = (rate: number, over: Partial<ContractTerms> = {}): ContractTerms => ({
  tiers: tiers(rate),
  minActiveMembers: 0,
  minMemberValidBet: 0,
  ...over,
});
