import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentContract, agentContractRequest, member, seedRun } from '../db/schema';
import { hashPassword, insertMember } from '../modules/identity';
import { post } from '../modules/wallet';
import { demoActivity } from './demo-agent-activity';
import { DEMO_CONTRACTS, DEMO_OFFERS, type DemoContract } from './demo-agent-contracts';
import { DEMO_TEAM_PASSWORD, demoTeam, demoWeekStart, type TeamMember } from './demo-agent-team';
import { DEMO_PAYMENT_PASSWORD } from './demo-members';

/** Seed set of demo_agent's team, its week of play and its contracts. */
export const AGENT_TEAM_SEED = 'agent-team-demo-v1';

const HOUR = 3_600_000;

/**
 * Gives `demo_agent` (identity's demo account) a three-level team of ~200 members with a
 * week of real activity, so every view of the agent centre shows something on first start.
 *
 * Members are registered through identity's `insertMember` (which writes their closure
 * rows) and money moves only through the wallet's `post()`, so balances, the ledger and the
 * rollups the reports read are what real play would have left. Each posting is dated in the
 * past by `openlobby.ledger_clock`, set transaction-locally before it (ADR 023): only the
 * seed and the bench set it. The bills are not written here: the settlement scheduler
 * catches up the overdue periods of these contracts at start-up.
 *
 * One transaction with the `seed_run` claim first: a crash leaves nothing half-seeded, and
 * a second process (or a second start) finds the claim and writes nothing.
 */
export async function seedDemoAgents(db: Db, now = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRun).where(eq(seedRun.name, AGENT_TEAM_SEED));
  if (done.length > 0) return false;
  // Argon2 is slow by design: one hash for all team accounts, one for the payment password.
  const [passwordHash, paymentHash] = await Promise.all([
    hashPassword(DEMO_TEAM_PASSWORD),
    hashPassword(DEMO_PAYMENT_PASSWORD),
  ]);
  const team = demoTeam(now);
  const { moments, members } = demoActivity(team, now);
  const lastLogin = new Map(members.map((m) => [m.account, m.lastLoginAt]));

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: AGENT_TEAM_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    const ids = await existingIds(tx, ['demo_agent', 'downline_one']);
    // An install whose demo agent is gone gets no team (the claim stays: it was decided).
    if (ids.size < 2) return true;

    for (const m of team) {
      const registered = m.registeredAt;
      const row = await insertMember(tx, {
        account: m.account,
        accountKey: m.account,
        nickname: m.account,
        type: m.type,
        passwordHash,
        passwordChangedAt: registered,
        parentId: ids.get(m.parent)!,
        affiliateCode: m.affiliateCode ?? null,
        paymentPasswordHash: m.type === 2 ? paymentHash : null,
        lastLoginAt: lastLogin.get(m.account) ?? null,
        createdAt: registered,
      });
      if (!row) throw new Error(`demo team account ${m.account} is taken`);
      ids.set(m.account, row.id);
    }

    for (const moment of moments) {
      await tx.execute(
        sql`SELECT set_config('openlobby.ledger_clock', ${moment.at.toISOString()}, true)`,
      );
      for (const p of moment.postings) {
        await post(tx, {
          idempotencyKey: p.key,
          kind: p.kind,
          memberId: ids.get(p.account)!,
          amount: p.amount,
          counterparty: p.counterparty,
          reference: p.reference,
        });
      }
    }
    // Later postings of this transaction (none today) would be dated now again.
    await tx.execute(sql`SELECT set_config('openlobby.ledger_clock', '', true)`);

    await insertContracts(tx, ids, team, now);
    return true;
  });
}

async function existingIds(db: Db, accounts: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: member.id, account: member.accountKey })
    .from(member)
    .where(inArray(member.accountKey, accounts));
  return new Map(rows.map((r) => [r.account, r.id]));
}

/**
 * Top-level contracts start at midnight UTC seven days ago, so the catch-up bills seven
 * whole days; a sub-agent's start an hour after it registered (on the week's first day).
 */
async function insertContracts(db: Db, ids: Map<string, number>, team: TeamMember[], now: Date) {
  const registered = new Map(team.map((m) => [m.account, m.registeredAt.getTime()]));
  const startOf = (c: DemoContract) =>
    c.upline ? new Date(registered.get(c.downline)! + HOUR) : demoWeekStart(now);
  const row = (c: DemoContract) => ({
    kind: c.kind,
    uplineId: c.upline ? ids.get(c.upline)! : null,
    downlineId: ids.get(c.downline)!,
    terms: JSON.stringify(c.terms),
  });
  await db
    .insert(agentContract)
    .values(DEMO_CONTRACTS.map((c) => ({ ...row(c), startedAt: startOf(c) })));
  await db.insert(agentContractRequest).values(
    DEMO_OFFERS.map((c) => ({
      ...row(c),
      uplineId: ids.get(c.upline!)!,
      action: 'new',
      status: 'process',
      createdAt: new Date(now.getTime() - 2 * HOUR),
    })),
  );
}
