import type {
  OperatorDraw,
  OperatorDrawDetail,
  OperatorLotteryGame,
  OperatorLotteryGameUpdate,
} from '@openlobby/contract';
import { assertSchedule, type DrawSchedule } from '@openlobby/games';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { drawBetSummary, drawTopBets } from './bet-repository';
import {
  deleteUnopenedEmptyDraws,
  drawById,
  findGame,
  listGames,
  operatorDraws,
  updateGame,
  upcomingCounts,
  type DrawRow,
} from './draw-repository';
import { fillHorizon, voidDraw } from './engine';
import { gameDefOf, mapGameInputError } from './pricing';
import { operatorDrawView, operatorGameView } from './views';

export async function operatorGames(db: Db, now = new Date()): Promise<OperatorLotteryGame[]> {
  const [games, counts] = await Promise.all([listGames(db), upcomingCounts(db, now)]);
  return games.map((g) =>
    operatorGameView(g, counts.get(`${g.vassalage}:${g.gameCode}`)?.upcoming ?? 0),
  );
}

/**
 * The operator changes a game: its schedule (checked by the maths; the draws that have not
 * opened and hold no bet are removed and the horizon refilled from the new schedule), its
 * switch (a disabled game takes no bets; its draws already made are still drawn and
 * settled) or its caps.
 */
export async function changeGame(
  db: Db,
  vassalage: string,
  gameCode: string,
  change: OperatorLotteryGameUpdate,
  now = new Date(),
): Promise<OperatorLotteryGame> {
  gameDefOf(vassalage, gameCode);
  if (change.schedule) {
    try {
      assertSchedule(change.schedule as DrawSchedule);
    } catch (error) {
      throw mapGameInputError(error);
    }
  }
  const game = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const updated = await updateGame(tx, vassalage, gameCode, {
      ...(change.schedule ? { schedule: change.schedule as DrawSchedule } : {}),
      ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      ...(change.drawCap !== undefined ? { drawCap: change.drawCap } : {}),
      ...(change.numberCap !== undefined ? { numberCap: change.numberCap } : {}),
    });
    if (!updated) throw new AppError('LOTTERY_GAME_UNKNOWN', `${vassalage}:${gameCode}`);
    if (change.schedule) await deleteUnopenedEmptyDraws(tx, vassalage, gameCode, now);
    return updated;
  });
  if (change.schedule || change.enabled) await fillHorizon(db, now, game);
  const counts = await upcomingCounts(db, now);
  return operatorGameView(game, counts.get(`${vassalage}:${gameCode}`)?.upcoming ?? 0);
}

async function operatorView(db: Db, draw: DrawRow, now: Date): Promise<OperatorDraw> {
  const game = await findGame(db, draw.vassalage, draw.gameCode);
  return operatorDrawView(draw, game?.family ?? '', await drawBetSummary(db, draw.id), now);
}

export async function operatorDrawList(
  db: Db,
  q: { vassalage: string; gameCode: string; status?: DrawRow['status'] | undefined },
  now = new Date(),
): Promise<OperatorDraw[]> {
  gameDefOf(q.vassalage, q.gameCode);
  const draws = await operatorDraws(db, q.vassalage, q.gameCode, q.status, 50);
  const views: OperatorDraw[] = [];
  for (const d of draws) views.push(await operatorView(db, d, now));
  return views;
}

/** One draw for the operator: the seed too once drawn (an audit recomputes the result). */
export async function operatorDrawDetail(
  db: Db,
  drawId: number,
  now = new Date(),
): Promise<OperatorDrawDetail> {
  const draw = await drawById(db, drawId);
  if (!draw) throw new AppError('LOTTERY_DRAW_UNKNOWN', `draw ${drawId}`);
  return { draw: await operatorView(db, draw, now), bets: await drawTopBets(db, drawId, 20) };
}

export async function operatorVoid(db: Db, drawId: number, reason: string, now = new Date()) {
  const summary = await voidDraw(db, drawId, reason, now);
  const draw = await drawById(db, drawId);
  return {
    draw: await operatorView(db, draw!, now),
    refundedBets: summary.refundedBets,
    refunded: summary.refunded,
  };
}
