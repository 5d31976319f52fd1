import { betTypesOf, drawSlotsFrom, quickPick, type DrawSchedule } from '@openlobby/games';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lotteryDraw, lotteryGame, member, seedRun } from '../db/schema';
import {
  drawDueDraws,
  ensureLotteryGames,
  fillHorizon,
  newDrawsOfGame,
  placeBets,
} from '../modules/lottery';

/** Seed set of the lottery's demo history (issue 14). */
export const LOTTERY_SEED = 'lottery-demo-v1';

const DAY = 86_400_000;
/** Drawn draws of history per game: fast games 30; daily and weekly ones a few. */
const HISTORY_FAST = 30;
const HISTORY_CALENDAR = 6;

/**
 * Gives every lottery game a history of drawn and settled draws, and demo_player a few open
 * bets on current draws, so the lottery pages show results, trends and "my bets" on first
 * start. The draws are the engine's own (committed seeds, results from `drawResult` by
 * the draw job's function), dated in the past; the bets go through `placeBets` like a
 * player's (a fast game's settle within minutes, by the draw job, as won or lost).
 *
 * The history is one transaction with the `seed_run` claim first; the bets follow it, each
 * keyed by its requestId, so a second start or a second process places nothing twice.
 */
export async function seedDemoLottery(db: Db, now = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRun).where(eq(seedRun.name, LOTTERY_SEED));
  if (done.length > 0) return false;
  await ensureLotteryGames(db);
  const seeded = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const claimed = await tx
      .insert(seedRun)
      .values({ name: LOTTERY_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    const games = await tx.select().from(lotteryGame);
    const rows = games.flatMap((game) => {
      const schedule = game.schedule as DrawSchedule;
      const span =
        schedule.kind === 'interval'
          ? HISTORY_FAST * schedule.seconds * 1000
          : (schedule.kind === 'daily' ? HISTORY_CALENDAR : 3 * HISTORY_CALENDAR) * DAY;
      const count = schedule.kind === 'interval' ? HISTORY_FAST : HISTORY_CALENDAR * 3;
      const from = new Date(now.getTime() - span);
      const slots = drawSlotsFrom(schedule, from, count).filter((s) => s.drawsAt <= now);
      return newDrawsOfGame(game, slots);
    });
    if (rows.length === 0) return true;
    await tx.insert(lotteryDraw).values(rows).onConflictDoNothing();
    await drawDueDraws(tx, now);
    // Nobody bet on the history: each draw is settled at its own drawing time.
    await tx
      .update(lotteryDraw)
      .set({
        status: 'settled',
        drawnAt: sql`${lotteryDraw.drawsAt}`,
        settledAt: sql`${lotteryDraw.drawsAt}`,
      })
      .where(and(eq(lotteryDraw.status, 'drawn'), lte(lotteryDraw.drawsAt, now)));
    return true;
  });
  if (!seeded) return false;
  await fillHorizon(db, now);
  await demoPlayerBets(db, now);
  return true;
}

/** The games demo_player has a bet on (one each, the game's first bet type, a quick pick). */
const betGames = [
  ['LOTT', 'SSC'],
  ['ELOTT', 'PK10'],
  ['LOTT', 'LHC'],
  ['TCG_SEA', '4D'],
  ['TCG_LOTTO_VN', 'MB'],
  ['TCG_LOTTO_VN', 'MN'],
] as const;

async function demoPlayerBets(db: Db, now: Date): Promise<void> {
  const [player] = await db
    .select({ id: member.id })
    .from(member)
    .where(inArray(member.accountKey, ['demo_player']));
  if (!player) return;
  let seed = 7;
  // A fixed pseudo-random stream: the demo is the same on every install.
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  for (const [vassalage, gameCode] of betGames) {
    const [draw] = await db
      .select({ drawNumber: lotteryDraw.drawNumber, family: lotteryGame.family })
      .from(lotteryDraw)
      .innerJoin(
        lotteryGame,
        and(
          eq(lotteryGame.vassalage, lotteryDraw.vassalage),
          eq(lotteryGame.gameCode, lotteryDraw.gameCode),
        ),
      )
      .where(
        and(
          eq(lotteryDraw.vassalage, vassalage),
          eq(lotteryDraw.gameCode, gameCode),
          eq(lotteryDraw.status, 'open'),
          lte(lotteryDraw.opensAt, now),
          sql`${lotteryDraw.closesAt} > ${new Date(now.getTime() + 10_000).toISOString()}::timestamptz`,
        ),
      )
      .orderBy(lotteryDraw.closesAt)
      .limit(1);
    if (!draw) continue;
    const family = draw.family as Parameters<typeof betTypesOf>[0];
    const betType = betTypesOf(family)[0]!;
    try {
      await placeBets(db, player.id, {
        vassalage,
        gameCode,
        drawNumber: draw.drawNumber,
        requestId: `seed-${LOTTERY_SEED}-${vassalage}-${gameCode}`,
        bets: [
          {
            betType: betType.id,
            selection: quickPick(family, betType.id, random),
            unitStake: 200,
            multiplier: 1,
          },
        ],
      });
    } catch {
      // A draw that closed in the meantime: the demo does without this bet.
    }
  }
}
