import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { game, member, seedRun, vipTier } from '../db/schema';
import { sqlRows } from '../lib/sql-rows';
import { evaluateMember } from '../modules/vip';
import { post, providerAccount } from '../modules/wallet';

/** Seed set of the VIP ladder and demo_player's progress on it (issue 18, ADR 037). */
export const VIP_SEED = 'vip-demo-v1';

/** The demo ladder, in centavos: Bronze at R$ 100 of valid bet up to Diamond at R$ 50.000. */
export const DEMO_VIP_TIERS = [
  { name: 'Bronze', threshold: 10_000, upgradeBonus: 1_000, monthlyBonus: 500 },
  { name: 'Silver', threshold: 50_000, upgradeBonus: 2_500, monthlyBonus: 1_500 },
  { name: 'Gold', threshold: 250_000, upgradeBonus: 10_000, monthlyBonus: 5_000 },
  { name: 'Platinum', threshold: 1_000_000, upgradeBonus: 50_000, monthlyBonus: 20_000 },
  { name: 'Diamond', threshold: 5_000_000, upgradeBonus: 200_000, monthlyBonus: 100_000 },
] as const;

/** How far demo_player stays below the next tier: one R$ 100 dice round crosses it. */
export const DEMO_VIP_SHORT_BY = 5_000;

const DAY = 86_400_000;

/**
 * Writes the demo ladder and, when `progress` is on (the demo records are), puts demo_player
 * R$ 50,00 of valid bet short of the next tier above their history: one lost live round
 * yesterday tops the history up, and the evaluation pays the tiers passed on the way
 * (their upgrade bonuses show in the bonus details). The seed_run claim and the ladder are
 * one transaction, so a second start or process adds nothing.
 */
export async function seedDemoVip(db: Db, progress: boolean, now = Date.now()): Promise<boolean> {
  const done = await db.select().from(seedRun).where(eq(seedRun.name, VIP_SEED));
  if (done.length > 0) return false;
  const [player] = await db
    .select({ id: member.id })
    .from(member)
    .where(eq(member.accountKey, 'demo_player'));
  const [live] = await db
    .select({ vendorCode: game.vendorCode, gameCode: game.gameCode })
    .from(game)
    .where(and(eq(game.gameType, 'LIVE'), eq(game.isGame, 'GAME')))
    .orderBy(game.nodeId)
    .limit(1);
  const seeded = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const claimed = await tx
      .insert(seedRun)
      .values({ name: VIP_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    await tx
      .insert(vipTier)
      .values(DEMO_VIP_TIERS.map((tier, i) => ({ ...tier, level: i + 1 })))
      .onConflictDoNothing();
    if (!progress || !player || !live) return true;
    const [row] = await sqlRows<{ stake: string }>(
      tx,
      sql`SELECT coalesce(sum(stake), 0)::text AS stake FROM member_game_day_stat
          WHERE member_id = ${player.id}`,
    );
    const validBet = Number(row?.stake ?? 0);
    const target = DEMO_VIP_TIERS.slice(1)
      .map((tier) => tier.threshold - DEMO_VIP_SHORT_BY)
      .find((t) => t >= validBet);
    if (target === undefined || target === validBet) return true;
    const at = new Date(Math.floor(now / DAY) * DAY - DAY + 21 * 3_600_000);
    await tx.execute(sql`SELECT set_config('openlobby.ledger_clock', ${at.toISOString()}, true)`);
    const roundId = `demo-${VIP_SEED}-1`;
    await post(tx, {
      idempotencyKey: `provider:${live.vendorCode}:bet:${roundId}`,
      kind: 'bet',
      memberId: player.id,
      amount: -(target - validBet),
      counterparty: providerAccount(live.vendorCode),
      reference: roundId,
      round: { vendorCode: live.vendorCode, roundId, gameCode: live.gameCode },
    });
    await tx.execute(sql`SELECT set_config('openlobby.ledger_clock', '', true)`);
    return true;
  });
  if (seeded && progress && player) await evaluateMember(db, player.id);
  return seeded;
}
