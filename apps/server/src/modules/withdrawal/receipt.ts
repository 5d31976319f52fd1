import {
  DEFAULT_RECEIPT_MINUTES,
  receiptSettingsSchema,
  withdrawalReceiptPaths,
  type ReceiptAnswer,
  type WithdrawalDispute,
  type WithdrawalReceipt,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { CheckedImage } from '../../lib/image-upload';
import { paymentAccount, post } from '../wallet';
import {
  answerReceipt,
  findProof,
  insertProofs,
  openDisputes,
  readReceiptSettingsRow,
  settleDispute,
  writeReceiptSettingsRow,
} from './receipt-repository';
import { withdrawalStatus, type WithdrawalRow } from './withdrawal-repository';

/** The ledger key of a settled dispute's refund: at most one per withdrawal. */
export const disputeRefundKey = (id: number) => `withdrawal:${id}:dispute-refund`;

/** The operator's minutes to answer (read uncached, like the bounds); default 60. */
export async function readReceiptMinutes(db: Db): Promise<number> {
  const parsed = receiptSettingsSchema.safeParse(await readReceiptSettingsRow(db));
  return parsed.success ? parsed.data.minutes : DEFAULT_RECEIPT_MINUTES;
}

export const writeReceiptMinutes = (db: Db, minutes: number) =>
  writeReceiptSettingsRow(db, { minutes });

/**
 * A request's receipt as the member sees it (spec §4). The timeout is read lazily (ADR
 * 025): no job writes "received"; a payout without an answer `minutes` after it counts as
 * `auto_received` whenever it is read, and the answer's conditional update refuses it from
 * then on, so a forced receipt can never become a dispute or a refund.
 */
export function receiptOf(
  row: WithdrawalRow,
  minutes: number,
  now = new Date(),
): WithdrawalReceipt | null {
  if (row.status !== 'approved' || row.paidAt === null) return null;
  if (row.receipt === null) {
    const answerBy = new Date(row.paidAt.getTime() + minutes * 60_000);
    return answerBy > now
      ? { state: 'awaiting', answerBy: answerBy.toISOString() }
      : { state: 'auto_received', answerBy: null };
  }
  if (row.receipt === 'not_received' && row.disputeResolution !== null) {
    return {
      state: row.disputeResolution === 'refund' ? 'dispute_refunded' : 'dispute_paid',
      answerBy: null,
    };
  }
  return { state: row.receipt as 'received' | 'not_received' | 'fully_paid', answerBy: null };
}

/**
 * The member's answer on their own payout: received, fully paid, or not received with 1–3
 * proof images stored in the answer's transaction. Refused (nothing stored) when the
 * payout is not theirs, not paid out, already answered or past its time.
 */
export async function confirmReceipt(
  db: Db,
  memberId: number,
  id: number,
  answer: ReceiptAnswer,
  images: readonly CheckedImage[],
): Promise<WithdrawalRow> {
  if (answer === 'not_received' && images.length === 0) {
    throw new AppError('RECEIPT_PROOF_REQUIRED', `withdrawal ${id}`);
  }
  if (answer !== 'not_received' && images.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'images only prove "not received"');
  }
  const minutes = await readReceiptMinutes(db);
  const row = await db.transaction(async (tx) => {
    const answered = await answerReceipt(tx, memberId, id, answer, minutes);
    if (answered) await insertProofs(tx, id, images);
    return answered;
  });
  if (row) return row;
  if (!(await withdrawalStatus(db, id, memberId))) {
    throw new AppError('WITHDRAWAL_NOT_FOUND', `withdrawal ${id} of ${memberId}`);
  }
  throw new AppError('RECEIPT_NOT_OPEN', `withdrawal ${id}`);
}

/** A dispute's proof image, for operators. */
export const proofImage = (db: Db, name: string) => findProof(db, name);

export async function listDisputes(db: Db): Promise<WithdrawalDispute[]> {
  const rows = await openDisputes(db, 200);
  return rows.map(({ w, account, proofs }) => ({
    withdrawalId: w.id,
    memberId: w.memberId,
    account,
    amount: w.amount,
    paidAt: w.paidAt!.toISOString(),
    answeredAt: w.receiptAt!.toISOString(),
    proofs: proofs.map((name) => withdrawalReceiptPaths.operatorProof(name)),
  }));
}

/**
 * The operator settles a dispute: `paid` (the payout did arrive) closes it; `refund`
 * credits the amount back with one posting keyed by the withdrawal, in the transaction of
 * the one conditional update that settles it, so it is refunded exactly once.
 */
export async function resolveDispute(
  db: Db,
  gatewayCode: string,
  id: number,
  resolution: 'paid' | 'refund',
): Promise<WithdrawalRow> {
  const row = await db.transaction(async (tx) => {
    const settled = await settleDispute(tx, id, resolution);
    if (settled && resolution === 'refund') {
      await post(tx, {
        idempotencyKey: disputeRefundKey(id),
        kind: 'withdrawal',
        memberId: settled.memberId,
        amount: settled.amount,
        counterparty: paymentAccount(gatewayCode),
        reference: `withdrawal:${id}`,
        reason: 'payout not received',
      });
    }
    return settled;
  });
  if (!row) throw new AppError('DISPUTE_NOT_OPEN', `withdrawal ${id}`);
  return row;
}
