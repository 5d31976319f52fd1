import { randomInt } from 'node:crypto';
import type {
  Language,
  RedEnvelopeCurrent,
  RedEnvelopeEligibility,
  RedEnvelopeOpenReply,
  RedEnvelopeRound,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { IdempotencyConflictError, PROMOTIONS, databaseErrorOf, post } from '../wallet';
import {
  currentAndNext,
  findOpen,
  findRound,
  insertOpen,
  isExcluded,
  lockRound,
  meetsRule,
  takeFromBudget,
  type RoundRow,
} from './repository';

/** One envelope per member and round: the key of its bonus posting. */
export const redEnvelopeKey = (roundId: number, memberId: number) =>
  `red-envelope:${roundId}:${memberId}`;

/**
 * An envelope's amount: uniform in [min, max], but never more than the round has left, so
 * the last envelopes share what remains and the budget is never passed.
 */
export function envelopeAmount(min: number, max: number, remaining: number): number | null {
  const top = Math.min(max, remaining);
  if (top < min) return null;
  return randomInt(min, top + 1);
}

function toRound(r: RoundRow, language: Language): RedEnvelopeRound {
  return {
    id: r.id,
    title: language === 'en' ? r.titleEn : r.titlePt,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    minAmount: r.minAmount,
    maxAmount: r.maxAmount,
    eligibility: r.eligibility as RedEnvelopeEligibility,
    eligibilityDays: r.eligibilityDays,
  };
}

/** The round open now with the member's standing in it, and the next one. */
export async function currentRound(
  db: Db,
  memberId: number,
  language: Language,
  now = new Date(),
): Promise<RedEnvelopeCurrent> {
  const { current, next } = await currentAndNext(db, now);
  const nextRound = next ? toRound(next, language) : null;
  if (!current) return { round: null, status: 'none', openedAmount: null, next: nextRound };
  const round = toRound(current, language);
  const opened = await findOpen(db, current.id, memberId);
  if (opened) return { round, status: 'opened', openedAmount: opened.amount, next: nextRound };
  const status = (await isExcluded(db, memberId))
    ? 'excluded'
    : !(await meetsRule(db, memberId, round.eligibility, round.eligibilityDays))
      ? 'not-eligible'
      : current.remaining < current.minAmount
        ? 'exhausted'
        : 'open';
  return { round, status, openedAmount: null, next: nextRound };
}

/**
 * Opens a member's envelope of a round, once. The checks that only read (period,
 * protection, eligibility) come first; then, in ONE transaction, the round's row is locked
 * so opens of a round queue, the member's earlier open is looked for under that lock, the
 * amount is drawn from what remains, and the open row (unique per round and member), the
 * budget's decrease and the bonus posting (keyed per round and member) commit together.
 * Any refusal rolls all of it back: nothing moves.
 */
export async function openEnvelope(
  db: Db,
  roundId: number,
  memberId: number,
  now = new Date(),
): Promise<RedEnvelopeOpenReply> {
  const round = await findRound(db, roundId);
  if (!round) throw new AppError('NOT_FOUND', `red envelope round ${roundId}`);
  if (now < round.startsAt) throw new AppError('RED_ENVELOPE_NOT_STARTED');
  if (now >= round.endsAt) throw new AppError('RED_ENVELOPE_ENDED');
  if (await findOpen(db, roundId, memberId)) throw new AppError('RED_ENVELOPE_ALREADY_OPENED');
  if (await isExcluded(db, memberId)) throw new AppError('RED_ENVELOPE_EXCLUDED');
  const rule = round.eligibility as RedEnvelopeEligibility;
  if (!(await meetsRule(db, memberId, rule, round.eligibilityDays))) {
    throw new AppError('RED_ENVELOPE_NOT_ELIGIBLE');
  }
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const locked = await lockRound(t, roundId);
      if (!locked) throw new AppError('NOT_FOUND', `red envelope round ${roundId}`);
      if (await findOpen(t, roundId, memberId)) throw new AppError('RED_ENVELOPE_ALREADY_OPENED');
      const amount = envelopeAmount(locked.minAmount, locked.maxAmount, locked.remaining);
      if (amount === null) throw new AppError('RED_ENVELOPE_EXHAUSTED');
      const paid = await post(t, {
        idempotencyKey: redEnvelopeKey(roundId, memberId),
        kind: 'bonus',
        memberId,
        amount,
        counterparty: PROMOTIONS,
        reference: `red-envelope:${roundId}`,
      });
      if (paid.replayed) throw new AppError('RED_ENVELOPE_ALREADY_OPENED');
      await insertOpen(t, { roundId, memberId, amount, postingId: paid.postingId });
      await takeFromBudget(t, roundId, amount);
      return { roundId, amount, balanceAfter: paid.balanceAfter };
    });
  } catch (error) {
    // Backstops of the lock: the unique (round, member) and the posting's unique key.
    if (error instanceof IdempotencyConflictError || databaseErrorOf(error)?.code === '23505') {
      throw new AppError('RED_ENVELOPE_ALREADY_OPENED');
    }
    throw error;
  }
}
