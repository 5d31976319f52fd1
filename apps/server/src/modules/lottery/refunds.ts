import type { Db } from '../../db/client';
import { postMany, providerAccount } from '../wallet';
import { closeOpenBets, lowerExposures, type ClosedBet } from './bet-repository';
import { gameDefOf, priceBet, sumExposures } from './pricing';

/**
 * The ledger key of a bet's stake (ADR 024): one `bet` posting per bet. The slip's SQL
 * function builds the keys of the bets it inserts from this prefix, passed to it.
 */
export const BET_POSTING_PREFIX = 'lottery-bet:';
export const betPostingKey = (betId: number) => `${BET_POSTING_PREFIX}${betId}`;
/** The ledger key of a bet's refund: a cancel, a stopped or cancelled chase, a void draw. */
export const refundPostingKey = (betId: number) => `lottery-refund:${betId}`;
/**
 * What every lottery posting of a draw names as its reference, and its betting-record
 * round (the slip's SQL function gets the prefix, as for the keys).
 */
export const DRAW_REFERENCE_PREFIX = 'lottery:';
export const drawReference = (drawId: number) => `${DRAW_REFERENCE_PREFIX}${drawId}`;

/**
 * Gives back the stakes of open bets, each exactly once, inside the caller's transaction:
 * one conditional `open → cancelled|void` update (bets already closed are skipped, so a
 * rerun or a racing refund pays nothing twice), the cancelled bets' exposures lowered,
 * then one `rollback` posting per bet keyed by the bet, in one statement. Returns the
 * bets refunded and the members' balances after.
 */
export async function refundBets(
  tx: Db,
  ids: readonly number[],
  status: 'cancelled' | 'void',
  when: Date,
): Promise<{ bets: ClosedBet[]; refunded: number; balances: Map<number, number> }> {
  const bets = await closeOpenBets(tx, ids, status, when);
  if (status === 'cancelled') await lowerExposuresOf(tx, bets);
  const results = await postMany(
    tx,
    bets.map((b) => ({
      idempotencyKey: refundPostingKey(b.id),
      kind: 'rollback' as const,
      memberId: b.memberId,
      amount: b.stake,
      counterparty: providerAccount(b.vassalage),
      reference: drawReference(b.drawId),
      round: { vendorCode: b.vassalage, roundId: drawReference(b.drawId), gameCode: b.gameCode },
    })),
  );
  const balances = new Map<number, number>();
  results.forEach((r, i) => balances.set(bets[i]!.memberId, r.balanceAfter));
  return { bets, refunded: bets.reduce((s, b) => s + b.stake, 0), balances };
}

/** A cancelled bet no longer exposes its still-open draw: its share of the caps is freed. */
async function lowerExposuresOf(tx: Db, bets: readonly ClosedBet[]): Promise<void> {
  const byDraw = new Map<number, ClosedBet[]>();
  for (const b of bets) byDraw.set(b.drawId, [...(byDraw.get(b.drawId) ?? []), b]);
  for (const [drawId, list] of byDraw) {
    const priced = list.map((b) =>
      priceBet(gameDefOf(b.vassalage, b.gameCode).family, {
        betType: b.betType,
        selection: b.selection,
        unitStake: b.unitStake,
        multiplier: b.multiplier,
      }),
    );
    const entries = sumExposures(priced);
    entries.push({ key: '*', amount: priced.reduce((s, p) => s + p.maxReturn, 0) });
    await lowerExposures(tx, drawId, entries);
  }
}
