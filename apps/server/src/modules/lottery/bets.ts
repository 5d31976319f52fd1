import {
  MAX_CHASE_DRAWS,
  MIN_CHASE_DRAWS,
  type LotteryBet,
  type LotteryChase,
  type PlaceBets,
  type PlaceChase,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  databaseErrorOf,
  IdempotencyConflictError,
  InsufficientFundsError,
  postMany,
  providerAccount,
  readBalance,
} from '../wallet';
import {
  betsOfRequest,
  cancelChaseRow,
  chaseByRequest,
  chaseView as readChaseView,
  insertBets,
  insertChase,
  lockNextDraws,
  lockOpenDraw,
  lockOpenDrawOfBet,
  ownOpenBet,
  raiseExposures,
  type BetRow,
  type BetView,
  type LockedDraw,
} from './bet-repository';
import { drawByNumber, findGame } from './draw-repository';
import { fillHorizon } from './engine';
import { gameDefOf, priceBet, sumExposures, type PricedBet } from './pricing';
import { betPostingKey, drawReference, refundBets } from './refunds';
import { betView, chaseView } from './views';

export type PlaceBetsReply = { bets: LotteryBet[]; balance: number };

/**
 * Places a bet slip on one draw, all or none (ADR 024, R10): priced and checked first
 * (bet types, selections, stakes), then ONE transaction: the draw locked FOR SHARE only
 * while `status = 'open' AND closes_at > clock_timestamp()` (a bet 1 ms late finds none:
 * LOTTERY_DRAW_CLOSED), the liability caps raised conditionally, the bets inserted and
 * one `bet` posting per bet debited. A retry with the member's requestId answers the bets
 * it placed and places nothing again.
 */
export async function placeBets(
  db: Db,
  memberId: number,
  input: PlaceBets,
): Promise<PlaceBetsReply> {
  const def = gameDefOf(input.vassalage, input.gameCode);
  const priced = input.bets.map((b) => priceBet(def.family, b));
  try {
    const placed = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const draw = await lockOpenDraw(tx, input.vassalage, input.gameCode, input.drawNumber);
      if (!draw) {
        const known = await drawByNumber(tx, input.vassalage, input.gameCode, input.drawNumber);
        throw new AppError(
          known ? 'LOTTERY_DRAW_CLOSED' : 'LOTTERY_DRAW_UNKNOWN',
          `${input.vassalage}:${input.gameCode}:${input.drawNumber}`,
        );
      }
      if (!draw.opened) throw new AppError('LOTTERY_DRAW_NOT_OPEN', `draw ${draw.id}`);
      const placed = await placeOnDraw(tx, memberId, draw, priced, input.requestId, null, 0);
      return { draw, ...placed };
    });
    // The reply from what the transaction wrote: no read after it (P8).
    const now = new Date();
    return {
      bets: placed.rows.map((row) =>
        betView(
          {
            ...row,
            vassalage: input.vassalage,
            gameCode: input.gameCode,
            drawNumber: input.drawNumber,
            drawStatus: 'open',
            closesAt: placed.draw.closesAt,
            result: null,
          },
          now,
        ),
      ),
      balance: placed.balance,
    };
  } catch (error) {
    // A retry of a placed request fails here (its rows exist, or its draw has closed since,
    // or its stake no longer fits): it gets the first answer. Looked up only on failure, so
    // a new slip costs no read (P8).
    if (error instanceof AppError || isUniqueViolation(error) || isMoneyRefusal(error)) {
      const again = await replayOf(db, memberId, input.requestId, input.drawNumber);
      if (again) return again;
    }
    throw moneyError(error);
  }
}

function isMoneyRefusal(error: unknown): boolean {
  return error instanceof InsufficientFundsError || error instanceof IdempotencyConflictError;
}

/** Bets of one draw within a transaction holding the draw: caps, rows, postings. */
async function placeOnDraw(
  tx: Db,
  memberId: number,
  draw: LockedDraw,
  priced: readonly PricedBet[],
  requestId: string,
  chaseId: number | null,
  slipOffset: number,
): Promise<{ rows: BetRow[]; balance: number }> {
  if (!draw.enabled)
    throw new AppError('LOTTERY_GAME_CLOSED', `${draw.vassalage}:${draw.gameCode}`);
  const rows = await insertBets(
    tx,
    priced.map((b, i) => ({
      memberId,
      drawId: draw.id,
      chaseId,
      betType: b.betType,
      selection: b.selection,
      units: b.units,
      unitStake: b.unitStake,
      multiplier: b.multiplier,
      stake: b.stake,
      requestId,
      slipIndex: slipOffset + i,
    })),
  );
  const postings = await postMany(
    tx,
    rows.map((r) => ({
      idempotencyKey: betPostingKey(r.id),
      kind: 'bet' as const,
      memberId,
      amount: -r.stake,
      counterparty: providerAccount(draw.vassalage),
      reference: drawReference(draw.id),
      round: {
        vendorCode: draw.vassalage,
        roundId: drawReference(draw.id),
        gameCode: draw.gameCode,
      },
    })),
  );
  // The caps last: their counter rows are the ones concurrent slips on a draw share, so
  // they are held only from here to the commit (a refusal still undoes everything above).
  await checkCaps(tx, draw, priced);
  return { rows, balance: postings[postings.length - 1]!.balanceAfter };
}

/** The operator's liability caps: per outcome key, then per draw, in that order always. */
async function checkCaps(tx: Db, draw: LockedDraw, priced: readonly PricedBet[]): Promise<void> {
  if (draw.numberCap !== null) {
    const ok = await raiseExposures(tx, draw.id, sumExposures(priced), draw.numberCap);
    if (!ok) throw new AppError('LOTTERY_LIABILITY_CAP', `draw ${draw.id} number cap`);
  }
  if (draw.drawCap !== null) {
    const amount = priced.reduce((s, b) => s + b.maxReturn, 0);
    const ok = await raiseExposures(tx, draw.id, [{ key: '*', amount }], draw.drawCap);
    if (!ok) throw new AppError('LOTTERY_LIABILITY_CAP', `draw ${draw.id} draw cap`);
  }
}

async function replayOf(
  db: Db,
  memberId: number,
  requestId: string,
  drawNumber: string,
): Promise<PlaceBetsReply | undefined> {
  const earlier = await betsOfRequest(db, memberId, requestId);
  if (earlier.length === 0) return undefined;
  if (earlier[0]!.chaseId !== null || earlier[0]!.drawNumber !== drawNumber) {
    throw new AppError('IDEMPOTENCY_CONFLICT', `lottery request ${requestId} reused`);
  }
  const now = new Date();
  return { bets: earlier.map((b) => betView(b, now)), balance: await readBalance(db, memberId) };
}

export type PlaceChaseReply = { chase: LotteryChase; bets: LotteryBet[]; balance: number };

/**
 * A chase: the same bet on the game's next `draws` draws still taking bets (created first
 * when the horizon lacks them), all in one transaction like a slip; `stopOnWin` makes the
 * settlement of a winning draw refund the chase's later bets.
 */
export async function placeChase(
  db: Db,
  memberId: number,
  input: PlaceChase,
  now = new Date(),
): Promise<PlaceChaseReply> {
  const def = gameDefOf(input.vassalage, input.gameCode);
  if (input.draws < MIN_CHASE_DRAWS || input.draws > MAX_CHASE_DRAWS) {
    throw new AppError('LOTTERY_CHASE_DRAWS_OUT_OF_RANGE', `${input.draws} draws`, {
      min: MIN_CHASE_DRAWS,
      max: MAX_CHASE_DRAWS,
    });
  }
  const priced = priceBet(def.family, input.bet);
  const requestKey = `chase:${input.requestId}`;
  const earlier = await chaseByRequest(db, memberId, input.requestId);
  if (earlier) return chaseReply(db, memberId, earlier.id, requestKey);
  const game = await findGame(db, input.vassalage, input.gameCode);
  if (!game?.enabled) throw new AppError('LOTTERY_GAME_CLOSED', `${def.vassalage}:${def.gameCode}`);
  await fillHorizon(db, now, game);
  try {
    const chaseId = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const draws = await lockNextDraws(tx, input.vassalage, input.gameCode, input.draws);
      if (draws.length < input.draws) {
        throw new AppError('LOTTERY_DRAW_CLOSED', `${draws.length} of ${input.draws} draws open`);
      }
      const chase = await insertChase(tx, {
        memberId,
        vassalage: input.vassalage,
        gameCode: input.gameCode,
        betType: input.bet.betType,
        selection: input.bet.selection,
        unitStake: input.bet.unitStake,
        multiplier: input.bet.multiplier,
        draws: input.draws,
        stopOnWin: input.stopOnWin,
        requestId: input.requestId,
      });
      let slip = 0;
      for (const draw of draws) {
        await placeOnDraw(tx, memberId, draw, [priced], requestKey, chase.id, slip);
        slip += 1;
      }
      return chase.id;
    });
    return chaseReply(db, memberId, chaseId, requestKey);
  } catch (error) {
    if (isUniqueViolation(error)) {
      const again = await chaseByRequest(db, memberId, input.requestId);
      if (again) return chaseReply(db, memberId, again.id, requestKey);
    }
    throw moneyError(error);
  }
}

async function chaseReply(
  db: Db,
  memberId: number,
  chaseId: number,
  requestKey: string,
): Promise<PlaceChaseReply> {
  const [chase, bets] = await Promise.all([
    readChaseView(db, chaseId),
    betsOfRequest(db, memberId, requestKey),
  ]);
  const now = new Date();
  return {
    chase: chaseView(chase!),
    bets: bets.map((b: BetView) => betView(b, now)),
    balance: await readBalance(db, memberId),
  };
}

/**
 * A member cancels an open bet of theirs before its draw closes: the draw locked FOR
 * SHARE while it takes bets (like a bet), the bet's `open → cancelled` update and its
 * refund keyed `lottery-refund:<betId>` in one transaction. Another member's bet is
 * LOTTERY_BET_NOT_FOUND (S6).
 */
export async function cancelBet(
  db: Db,
  memberId: number,
  betId: number,
): Promise<{ refunded: number; balance: number }> {
  const refunded = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const draw = await lockOpenDrawOfBet(tx, betId, memberId);
    if (!draw) {
      const bet = await ownOpenBet(tx, memberId, betId);
      if (!bet) throw new AppError('LOTTERY_BET_NOT_FOUND', `bet ${betId} of ${memberId}`);
      throw new AppError('LOTTERY_BET_NOT_CANCELLABLE', `bet ${betId} draw closed`);
    }
    const done = await refundBets(tx, [betId], 'cancelled', new Date());
    if (done.bets.length === 0) throw new AppError('LOTTERY_BET_NOT_CANCELLABLE', `bet ${betId}`);
    return done.refunded;
  });
  return { refunded, balance: await readBalance(db, memberId) };
}

/** A member cancels a chase: its bets on draws still taking bets refunded, once each. */
export async function cancelChase(
  db: Db,
  memberId: number,
  chaseId: number,
): Promise<{ refunded: number; balance: number }> {
  const refunded = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { found, betIds } = await cancelChaseRow(tx, memberId, chaseId);
    if (!found) throw new AppError('LOTTERY_CHASE_NOT_FOUND', `chase ${chaseId} of ${memberId}`);
    return (await refundBets(tx, betIds, 'cancelled', new Date())).refunded;
  });
  return { refunded, balance: await readBalance(db, memberId) };
}

function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23505';
}

/** The wallet's refusals as the envelope's. */
function moneyError(error: unknown): unknown {
  if (error instanceof InsufficientFundsError) {
    return new AppError('INSUFFICIENT_FUNDS', error.message, { balance: error.balance });
  }
  if (error instanceof IdempotencyConflictError) {
    return new AppError('IDEMPOTENCY_CONFLICT', error.message);
  }
  return error;
}
