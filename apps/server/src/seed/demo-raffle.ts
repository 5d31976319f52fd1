import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { member, raffleEntry, seedRun } from '../db/schema';
import { sqlRows } from '../lib/sql-rows';
import { createRaffle, drawRaffleNow } from '../modules/raffle';

/** Seed set of the raffles (issue 18, ADR 039): one running, one drawn. */
export const RAFFLE_SEED = 'raffle-demo-v1';

const DAY = 86_400_000;

/**
 * A running weekly raffle demo_player has joined (its demo week of rounds, seed/demo-records.ts,
 * gives it tickets), and last week's raffle, drawn with its winners paid and seed revealed:
 * demo_player and up to five members who bet in that week took part. Created with the
 * operator's own function (a fresh seed each) after the seed_run claim, so a second start
 * or process adds nothing; the draw is the job's own, so it pays once.
 */
export async function seedDemoRaffle(db: Db, now = Date.now()): Promise<boolean> {
  const [player] = await db
    .select({ id: member.id })
    .from(member)
    .where(eq(member.accountKey, 'demo_player'));
  if (!player) return false;
  const drawnId = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const claimed = await tx
      .insert(seedRun)
      .values({ name: RAFFLE_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return null;
    const running = await createRaffle(tx, {
      code: 'WEEKLY_RAFFLE',
      titleEn: 'Weekly raffle: R$ 500 in prizes',
      titlePt: 'Sorteio semanal: R$ 500 em prêmios',
      startsAt: new Date(now - 7 * DAY).toISOString(),
      endsAt: new Date(now + 7 * DAY).toISOString(),
      betPerTicket: 1_000,
      depositPerTicket: 5_000,
      prizes: [30_000, 15_000, 5_000],
    });
    const drawn = await createRaffle(tx, {
      code: 'LAST_WEEK_RAFFLE',
      titleEn: 'Last week’s raffle',
      titlePt: 'Sorteio da semana passada',
      startsAt: new Date(now - 8 * DAY).toISOString(),
      endsAt: new Date(now - 60_000).toISOString(),
      betPerTicket: 1_000,
      depositPerTicket: null,
      prizes: [20_000, 10_000, 5_000],
    });
    const bettors = await sqlRows<{ member_id: number }>(
      tx,
      sql`SELECT DISTINCT p.member_id FROM ledger_posting p
          JOIN member m ON m.id = p.member_id AND m.type <> 4
          WHERE p.kind = 'bet' AND p.member_id <> ${player.id}
            AND p.created_at >= ${new Date(now - 8 * DAY).toISOString()}
          ORDER BY p.member_id LIMIT 5`,
    );
    await tx.insert(raffleEntry).values([
      { raffleId: running.id, memberId: player.id },
      ...[player.id, ...bettors.map((b) => b.member_id)].map((memberId) => ({
        raffleId: drawn.id,
        memberId,
      })),
    ]);
    return drawn.id;
  });
  if (drawnId === null) return false;
  await drawRaffleNow(db, drawnId);
  return true;
}
