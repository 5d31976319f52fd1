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
  countPostings,
  databaseErrorOf,
  IdempotencyConflictError,
  InsufficientFundsError,
  ledgerRefusalOf,
  postingRequestHash,
  providerAccount,
  readBalance,
  type PostingTerms,
} from '../wallet';
import {
  betsOfRequest,
  cancelChaseRow,
  chaseByRequest,
  chaseView as readChaseView,
  insertChase,
  lockNextDraws,
  lockOpenDrawOfBet,
  ownOpenBet,
  placeSlip,
  type BetRow,
  type BetView,
} from './bet-repository';
import { guardedStake } from '../protection';
import { findGame } from './draw-repository';
import { fillHorizon } from './engine';
import { gameDefOf, priceBet, sumExposures, type PricedBet } from './pricing';
import { BET_POSTING_PREFIX, DRAW_REFERENCE_PREFIX, refundBets } from './refunds';
import { betView, chaseView } from './views';

export type PlaceBetsReply = { bets: LotteryBet[]; balance: number };

/**
 * Places a bet slip on one draw, all or none (ADR 024, R10): priced and checked first
 * (bet types, selections, stakes), then ONE statement, its own transaction
 * (`lottery_place_slip`): the draw held by its shared advisory lock and read only while
 * `status = 'open' AND closes_at > clock_timestamp()` (a bet 1 ms late finds none:
 * LOTTERY_DRAW_CLOSED), the bets inserted, one `bet` posting per bet debited (as one batch),
 * the liability caps raised last. No lock a draw's slips share is held across a round trip
 * (P8). A retry with the member's requestId answers the bets it placed and places nothing
 * again.
 */
export async function placeBets(
  db: Db,
  memberId: number,
  input: PlaceBets,
): Promise<PlaceBetsReply> {
  const def = gameDefOf(input.vassalage, input.gameCode);
  const priced = input.bets.map((b) => priceBet(def.family, b));
  try {
    const placed = await placeOnDraw(db, memberId, input, null, priced, input.requestId, null, 0);
    // The reply from what the statement wrote: no read after it (P8).
    const now = new Date();
    return {
      bets: placed.map((row) =>
        betView(
          {
            ...row,
            vassalage: input.vassalage,
            gameCode: input.gameCode,
            drawNumber: input.drawNumber,
            drawStatus: 'open',
            result: null,
          },
          now,
        ),
      ),
      balance: placed[placed.length - 1]!.balanceAfter,
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

type SlipRow = BetRow & { balanceAfter: number; closesAt: Date };

/**
 * The bets of one draw (`draw` names it by number; a chase's locked `drawId` wins): rows,
 * postings and caps in `lottery_place_slip`, its refusals as the module's and the wallet's
 * errors.
 */
async function placeOnDraw(
  db: Db,
  memberId: number,
  draw: { vassalage: string; gameCode: string; drawNumber: string },
  drawId: number | null,
  priced: readonly PricedBet[],
  requestId: string,
  chaseId: number | null,
  slipOffset: number,
): Promise<SlipRow[]> {
  const counterparty = providerAccount(draw.vassalage);
  // Each bet's posting: what its request hash covers, and what a refusal reports (a
  // shortfall is the whole slip's, so its terms name the slip's total).
  const debit = (stake: number): PostingTerms => ({
    kind: 'bet',
    memberId,
    amount: -stake,
    counterparty,
  });
  try {
    // Player protection (C2, C3): the reality check and the member's limits are one
    // statement; a member without limits then places the slip in one more; with limits,
    // the check and the slip share a transaction. A refusal while a check is due reaches
    // `placeBets`' catch, so a retry of a placed slip still gets its first answer.
    const total = priced.reduce((sum, b) => sum + b.stake, 0);
    const placed = await guardedStake(db, memberId, total, (db) =>
      placeSlip(db, {
        drawId,
        ...draw,
        memberId,
        requestId,
        chaseId,
        slipOffset,
        bets: priced.map((b) => ({ ...b, postingHash: postingRequestHash(debit(b.stake)) })),
        exposures: sumExposures(priced),
        maxReturn: priced.reduce((s, b) => s + b.maxReturn, 0),
        ledger: { keyPrefix: BET_POSTING_PREFIX, counterparty, roundPrefix: DRAW_REFERENCE_PREFIX },
      }),
    );
    // The slip's postings were written by its SQL function, not by post(): counted here.
    countPostings(placed.map(() => 'bet'));
    return placed.map((p, i) => {
      const b = priced[i]!;
      return {
        id: p.id,
        memberId,
        drawId: p.drawId,
        chaseId,
        betType: b.betType,
        selection: b.selection,
        units: b.units,
        unitStake: b.unitStake,
        multiplier: b.multiplier,
        stake: b.stake,
        status: 'open',
        payout: 0,
        winBp: null,
        requestId,
        slipIndex: slipOffset + i,
        createdAt: p.createdAt,
        settledAt: null,
        balanceAfter: p.balanceAfter,
        closesAt: p.closesAt,
      };
    });
  } catch (error) {
    const total = priced.reduce((s, b) => s + b.stake, 0);
    throw slipRefusal(error, draw) ?? ledgerRefusalOf(error, debit(total)) ?? error;
  }
}

/** `lottery_place_slip`'s own SQLSTATEs as the module's errors; null for anything else. */
function slipRefusal(
  error: unknown,
  draw: { vassalage: string; gameCode: string; drawNumber: string },
): AppError | null {
  const name = `${draw.vassalage}:${draw.gameCode}:${draw.drawNumber}`;
  const db = databaseErrorOf(error);
  switch (db?.code) {
    case 'OL101':
      return new AppError('LOTTERY_DRAW_CLOSED', name);
    case 'OL102':
      return new AppError('LOTTERY_DRAW_UNKNOWN', name);
    case 'OL103':
      return new AppError('LOTTERY_DRAW_NOT_OPEN', name);
    case 'OL104':
      return new AppError('LOTTERY_GAME_CLOSED', `${draw.vassalage}:${draw.gameCode}`);
    case 'OL105':
      return new AppError('LOTTERY_LIABILITY_CAP', `${name} ${db.detail ?? ''} cap`);
    default:
      return null;
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
        const named = { ...input, drawNumber: `#${draw.id}` };
        await placeOnDraw(tx, memberId, named, draw.id, [priced], requestKey, chase.id, slip);
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
