import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { game, member, seedRun } from '../db/schema';
import { payRebates } from '../modules/records';
import { post, providerAccount } from '../modules/wallet';
import { seededRandom } from './demo-agent-team';

/** Seed set of demo_player's betting history, a VIP bonus and its rebates (issue 15). */
export const RECORDS_SEED = 'records-demo-v1';

const DAY = 86_400_000;
const DAYS = 6;

/**
 * Gives demo_player a week of rounds on catalogue slots, live and fishing games (their
 * betting-record rows and day rollups kept by the wallet as for any round), a VIP bonus,
 * and the rebates of those days paid by the rebate job's own function, so the betting
 * record, profit and loss and bonus details are not empty on first start. Rounds are dated
 * in the past through `openlobby.ledger_clock`; all in one transaction with the seed_run
 * claim first, so a second start or process adds nothing. Amounts stay small beside
 * demo_player's R$ 10.000,00.
 */
export async function seedDemoRecords(db: Db, now = Date.now()): Promise<boolean> {
  const done = await db.select().from(seedRun).where(eq(seedRun.name, RECORDS_SEED));
  if (done.length > 0) return false;
  const [player] = await db
    .select({ id: member.id })
    .from(member)
    .where(eq(member.accountKey, 'demo_player'));
  if (!player) return false;
  const games = await db
    .select({ vendorCode: game.vendorCode, gameCode: game.gameCode })
    .from(game)
    .where(and(inArray(game.gameType, ['RNG', 'LIVE', 'FISH']), eq(game.isGame, 'GAME')))
    .orderBy(game.nodeId)
    .limit(8);
  if (games.length === 0) return false;
  const random = seededRandom(15);
  const seeded = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const claimed = await tx
      .insert(seedRun)
      .values({ name: RECORDS_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    const today = Math.floor(now / DAY) * DAY;
    let n = 0;
    for (let d = DAYS; d >= 1; d--) {
      const rounds = 3 + Math.floor(random() * 4);
      for (let r = 0; r < rounds; r++) {
        const at = new Date(today - d * DAY + (9 + r) * 3_600_000 + Math.floor(random() * 3e6));
        await tx.execute(
          sql`SELECT set_config('openlobby.ledger_clock', ${at.toISOString()}, true)`,
        );
        const g = games[Math.floor(random() * games.length)]!;
        const stake = [200, 500, 1_000, 2_000][Math.floor(random() * 4)]!;
        const roundId = `demo-${RECORDS_SEED}-${(n += 1)}`;
        const round = { vendorCode: g.vendorCode, roundId, gameCode: g.gameCode };
        const base = { memberId: player.id, counterparty: providerAccount(g.vendorCode), round };
        await post(tx, {
          ...base,
          idempotencyKey: `provider:${g.vendorCode}:bet:${roundId}`,
          kind: 'bet',
          amount: -stake,
          reference: roundId,
        });
        const win = random() < 0.45 ? Math.floor(stake * (0.5 + random() * 2.5)) : 0;
        if (win > 0) {
          await post(tx, {
            ...base,
            idempotencyKey: `provider:${g.vendorCode}:win:${roundId}`,
            kind: 'win',
            amount: win,
            reference: roundId,
          });
        }
      }
    }
    const vipAt = new Date(today - 3 * DAY + 20 * 3_600_000);
    await tx.execute(
      sql`SELECT set_config('openlobby.ledger_clock', ${vipAt.toISOString()}, true)`,
    );
    await post(tx, {
      idempotencyKey: `vip:monthly:${player.id}:${vipAt.toISOString().slice(0, 7)}`,
      kind: 'bonus',
      memberId: player.id,
      amount: 1_000,
      counterparty: 'promotions',
      reference: 'VIP monthly bonus',
    });
    await tx.execute(sql`SELECT set_config('openlobby.ledger_clock', '', true)`);
    return true;
  });
  if (!seeded) return false;
  // The rebates of those days, as the job pays them (each member and day once).
  for (let d = DAYS; d >= 1; d--) {
    await payRebates(db, new Date(now - d * DAY).toISOString().slice(0, 10), now);
  }
  return true;
}
