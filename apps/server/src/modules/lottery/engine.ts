import { randomBytes } from 'node:crypto';
import { MAX_AMOUNT, MAX_CHASE_DRAWS } from '@openlobby/contract';
import {
  drawClientSeed,
  drawResult,
  drawSlotsFrom,
  hashServerSeed,
  lotteryGameDefs,
  type DrawSlot,
  type LotteryFamily,
} from '@openlobby/games';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { postMany, providerAccount, type PostingRequest } from '../wallet';
import {
  openBetIdsOfDraw,
  openBetsOfDraw,
  settleBetRows,
  stopChases,
  type OpenBet,
} from './bet-repository';
import {
  drawById,
  drawStatus,
  drawsToFinish,
  dueDraws,
  ensureGames,
  insertDraws,
  listGames,
  holdDrawFromBets,
  lockDrawSettlement,
  markDrawn,
  markSettledIfDone,
  markVoid,
  markVoidDone,
  upcomingCounts,
  type GameRow,
  type NewDraw,
} from './draw-repository';
import { gameDefOf, returnOf, winPricer } from './pricing';
import { drawReference, refundBets } from './refunds';

/**
 * Draws kept ahead of the clock per game: a chase of the most draws can always start on
 * the next one, even in the last second of the current draw.
 */
export const DRAW_HORIZON = MAX_CHASE_DRAWS + 1;
/** Bets settled (or refunded) per transaction: small enough to commit quickly, large enough for P8. */
export const SETTLE_CHUNK_BETS = 5_000;
/** Settlement chunks in flight at once: two keep both cores of a small server busy (P8). */
export const SETTLE_PARALLEL = 2;
/** Draws read per batch of a tick (a catch-up runs batch after batch). */
const DRAWS_PER_TICK = 200;

/** The ledger key of a member's win in one settlement chunk (ADR 024). */
export const winPostingKey = (drawId: number, memberId: number, firstBetId: number, part = 0) =>
  `lottery-win:${drawId}:${memberId}:${firstBetId}${part > 0 ? `:${part}` : ''}`;

/** A fresh committed seed for a draw: 32 random bytes in hex and its SHA-256. */
export function newDrawSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: hashServerSeed(seed) };
}

/** The games table holds every game of the games package (an operator's changes stay). */
export function ensureLotteryGames(db: Db): Promise<void> {
  return ensureGames(db, lotteryGameDefs);
}

/** The draw rows of a game's slots, each with a fresh committed seed. */
export function newDrawsOfGame(
  game: Pick<GameRow, 'vassalage' | 'gameCode'>,
  slots: readonly DrawSlot[],
): NewDraw[] {
  return slots.map((slot) => ({
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    drawNumber: slot.drawNumber,
    opensAt: slot.opensAt,
    closesAt: slot.closesAt,
    drawsAt: slot.drawsAt,
    clientSeed: drawClientSeed(game.vassalage, game.gameCode, slot.drawNumber),
    ...newDrawSeed(),
  }));
}

/** The draw rows of a game's next `count` slots after `from`. */
export function newDrawsOf(game: GameRow, from: Date, count: number): NewDraw[] {
  return newDrawsOfGame(game, drawSlotsFrom(game.schedule, from, count));
}

/**
 * Creates each enabled game's draws up to the horizon from `now` (ADR 024). Slots before
 * `now` are never created: nobody could have bet on a draw missed while down. Returns how
 * many draws were created.
 */
export async function fillHorizon(db: Db, now: Date, only?: GameRow): Promise<number> {
  const games = only ? [only] : await listGames(db);
  const counts = await upcomingCounts(db, now);
  let created = 0;
  for (const game of games) {
    if (!game.enabled) continue;
    const upcoming = counts.get(`${game.vassalage}:${game.gameCode}`)?.upcoming ?? 0;
    if (upcoming >= DRAW_HORIZON) continue;
    created += await insertDraws(db, newDrawsOf(game, now, DRAW_HORIZON));
  }
  return created;
}

/**
 * Draws every open draw whose drawing time has come: its result from the committed seed,
 * stored by one conditional `open → drawn` update (a second drawer finds nothing). Returns
 * the ids drawn by this call.
 */
export async function drawDueDraws(db: Db, now: Date): Promise<number[]> {
  const drawn: number[] = [];
  for (;;) {
    const due = await dueDraws(db, now, DRAWS_PER_TICK);
    for (const d of due) {
      const result = drawResult(d.family as LotteryFamily, d.seed, d.clientSeed);
      if (await markDrawn(db, d.id, result, now)) drawn.push(d.id);
    }
    if (due.length < DRAWS_PER_TICK) return drawn;
  }
}

export type SettleOptions = {
  now: Date;
  chunkBets?: number;
  /** Chunks in flight at once (each its own transaction and connection). */
  parallel?: number;
  /** Tests: runs after each committed chunk (a throw here is a crash between chunks). */
  afterChunk?: (chunk: number) => Promise<void> | void;
};

export type SettleSummary = { drawId: number; settled: number; won: number; paid: number };

/**
 * Settles a drawn draw's open bets exactly once each (R10, ADR 024): priced in memory
 * against the result, then member by member in chunks, each chunk ONE transaction under
 * the draw's settlement lock: one set-based conditional `open → won|lost` update of its
 * bets, one `win` posting per member of what its newly settled bets returned (one
 * statement for all), and stop-on-win chases' later bets refunded. A rerun, a crash
 * between chunks and two settlers find each bet settled once; the draw becomes `settled`
 * when no bet is left open.
 */
export async function settleDraw(
  db: Db,
  drawId: number,
  options: SettleOptions,
): Promise<SettleSummary> {
  const summary = { drawId, settled: 0, won: 0, paid: 0 };
  const draw = await drawById(db, drawId);
  if (!draw || draw.status !== 'drawn' || !draw.result) return summary;
  const family = gameDefOf(draw.vassalage, draw.gameCode).family;
  const bets = await openBetsOfDraw(db, drawId);
  const price = winPricer(family, draw.result);
  const counterparty = providerAccount(draw.vassalage);
  const settleChunk = (chunk: OpenBet[]) => {
    const priced = chunk.map((b) => {
      const winBp = price(b.betType, b.selection);
      return { id: b.id, winBp, payout: returnOf(b.unitStake, b.multiplier, winBp) };
    });
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // Shared: chunks of one settlement run side by side (they hold other members);
      // a void takes the lock alone, so it never interleaves with them.
      await lockDrawSettlement(tx, drawId, 'shared');
      // A void committed since the read: its refunds, not this settlement, close the bets.
      if ((await drawStatus(tx, drawId)) !== 'drawn') return true;
      const settled = await settleBetRows(tx, drawId, priced, options.now);
      const wins = new Map<number, { first: number; amount: number }>();
      for (const s of settled) {
        if (s.payout <= 0) continue;
        const w = wins.get(s.memberId);
        if (w) {
          w.amount += s.payout;
          w.first = Math.min(w.first, s.id);
        } else wins.set(s.memberId, { first: s.id, amount: s.payout });
      }
      const postings: PostingRequest[] = [];
      // Wallets in member order, after the bets (locked in member, id order): two settlers
      // whose chunks overlap take their locks in one order.
      for (const [memberId, w] of [...wins].sort((a, b) => a[0] - b[0])) {
        // A member's chunk win beyond one posting's bound is paid in parts, each keyed.
        for (let part = 0, left = w.amount; left > 0; part += 1, left -= MAX_AMOUNT) {
          postings.push({
            idempotencyKey: winPostingKey(drawId, memberId, w.first, part),
            kind: 'win',
            memberId,
            amount: Math.min(left, MAX_AMOUNT),
            counterparty,
            reference: drawReference(drawId),
            round: {
              vendorCode: draw.vassalage,
              roundId: drawReference(drawId),
              gameCode: draw.gameCode,
            },
          });
        }
      }
      await postMany(tx, postings);
      const wonChases = [
        ...new Set(
          settled.filter((s) => s.payout > 0 && s.chaseId !== null).map((s) => s.chaseId!),
        ),
      ];
      const later = await stopChases(tx, wonChases, draw.closesAt);
      await refundBets(tx, later, 'cancelled', options.now);
      summary.settled += settled.length;
      summary.won += wins.size;
      summary.paid += [...wins.values()].reduce((s, w) => s + w.amount, 0);
      return false;
    });
  };
  const chunks = [...memberChunks(bets, options.chunkBets ?? SETTLE_CHUNK_BETS)];
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < chunks.length) {
      const index = next;
      next += 1;
      try {
        if (await settleChunk(chunks[index]!)) stopped = true;
        else await options.afterChunk?.(index);
      } catch (error) {
        stopped = true;
        throw error;
      }
    }
  };
  const workers = Math.max(1, Math.min(options.parallel ?? SETTLE_PARALLEL, chunks.length));
  const outcomes = await Promise.allSettled(Array.from({ length: workers }, worker));
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
  if (stopped) return summary;
  await markSettledIfDone(db, drawId, options.now);
  return summary;
}

/** Bets in chunks of about `size`, never splitting one member's bets of a draw. */
function* memberChunks(bets: readonly OpenBet[], size: number): Generator<OpenBet[]> {
  let chunk: OpenBet[] = [];
  for (let i = 0; i < bets.length; i += 1) {
    const bet = bets[i]!;
    chunk.push(bet);
    const next = bets[i + 1];
    if (chunk.length >= size && (!next || next.memberId !== bet.memberId)) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

export type VoidSummary = { drawId: number; refundedBets: number; refunded: number };

/**
 * Voids a draw not yet settled (an operator's decision) and refunds every open bet once
 * (`rollback` postings keyed `lottery-refund:<betId>`). Refused with
 * LOTTERY_DRAW_NOT_VOIDABLE once any bet is settled; a void draw again only finishes
 * refunds a crash left (so it is safe to repeat). Bets in flight finish first
 * (`holdDrawFromBets`), and later ones find no open draw.
 */
export async function voidDraw(
  db: Db,
  drawId: number,
  reason: string,
  now: Date,
): Promise<VoidSummary> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockDrawSettlement(tx, drawId);
    await holdDrawFromBets(tx, drawId);
    if (await markVoid(tx, drawId, reason)) return;
    const status = await drawStatus(tx, drawId);
    if (status === undefined) throw new AppError('LOTTERY_DRAW_UNKNOWN', `draw ${drawId}`);
    if (status !== 'void')
      throw new AppError('LOTTERY_DRAW_NOT_VOIDABLE', `draw ${drawId} ${status}`);
  });
  return refundVoidDraw(db, drawId, now);
}

/** The open bets of a void draw refunded, chunk by chunk (each its own transaction). */
export async function refundVoidDraw(
  db: Db,
  drawId: number,
  now: Date,
  chunkBets = SETTLE_CHUNK_BETS,
): Promise<VoidSummary> {
  const summary = { drawId, refundedBets: 0, refunded: 0 };
  const ids = await openBetIdsOfDraw(db, drawId);
  for (let i = 0; i < ids.length; i += chunkBets) {
    const slice = ids.slice(i, i + chunkBets);
    const done = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await lockDrawSettlement(tx, drawId);
      return refundBets(tx, slice, 'void', now);
    });
    summary.refundedBets += done.bets.length;
    summary.refunded += done.refunded;
  }
  await markVoidDone(db, drawId, now);
  return summary;
}

export type TickSummary = {
  created: number;
  drawn: number;
  settled: SettleSummary[];
  refunded: VoidSummary[];
};

/**
 * One pass of the draw job (what the scheduler runs each LOTTERY_TICK_MS, and the tests
 * with their own clock): creates draws up to the horizon, draws the due ones, settles the
 * drawn ones and finishes a void draw's refunds. Every step is conditional, so several
 * instances may run it at once, and a run after downtime catches up (overdue draws drawn
 * and settled, R10).
 */
export async function runLotteryTick(db: Db, now: Date): Promise<TickSummary> {
  const created = await fillHorizon(db, now);
  const drawn = (await drawDueDraws(db, now)).length;
  const settled: SettleSummary[] = [];
  const refunded: VoidSummary[] = [];
  for (;;) {
    const pending = await drawsToFinish(db, DRAWS_PER_TICK);
    for (const d of pending) {
      if (d.status === 'drawn') settled.push(await settleDraw(db, d.id, { now }));
      else refunded.push(await refundVoidDraw(db, d.id, now));
    }
    if (pending.length < DRAWS_PER_TICK) break;
  }
  return { created, drawn, settled, refunded };
}
