import type { Language, OperatorApplication, PromotionItem } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { PROMOTIONS, post } from '../wallet';
import {
  addParticipation,
  decideApplyingParticipation,
  findApplication,
  findParticipation,
  findPromotion,
  moveSignedParticipation,
  setParticipationPosting,
  toApplication,
  toPromotionItem,
  type PromotionRow,
} from './promotion-repository';

/** One bonus per (promotion, member), whichever way it is paid: it can never be paid twice. */
export const promotionBonusKey = (promotionId: number, memberId: number) =>
  `promotion:${promotionId}:${memberId}`;

async function livePromotion(db: Db, id: number): Promise<PromotionRow> {
  const p = await findPromotion(db, id);
  if (!p?.enabled) throw new AppError('NOT_FOUND', `promotion ${id}`);
  return p;
}

function assertOpen(p: PromotionRow, now: Date): void {
  if (now < p.startsAt) throw new AppError('PROMOTION_NOT_STARTED', `promotion ${p.id}`);
  if (now >= p.endsAt) throw new AppError('PROMOTION_ENDED', `promotion ${p.id}`);
}

async function itemFor(db: Db, p: PromotionRow, memberId: number, language: Language) {
  return toPromotionItem(p, await findParticipation(db, p.id, memberId), language, new Date());
}

/**
 * `signUpPromotionJoin`: joins an open promotion. Joining again answers the current state
 * (a retried click is not an error); the unique (promotion, member) index keeps one row.
 */
export async function joinPromotion(
  db: Db,
  promotionId: number,
  memberId: number,
  language: Language,
): Promise<PromotionItem> {
  const p = await livePromotion(db, promotionId);
  if (!(await findParticipation(db, p.id, memberId))) {
    assertOpen(p, new Date());
    await addParticipation(db, p.id, memberId);
  }
  return itemFor(db, p, memberId, language);
}

/**
 * `signUpRequestReward`: an instant promotion pays its bonus now (status claimed); an
 * `apply` promotion goes to review (applying). The conditional update `… WHERE status =
 * 'signed'` decides who moves the row, and the posting is made in its transaction: of two
 * simultaneous requests one pays, the other finds the row moved and answers its result.
 */
export async function requestReward(
  db: Db,
  promotionId: number,
  memberId: number,
  language: Language,
): Promise<PromotionItem> {
  const p = await livePromotion(db, promotionId);
  const now = new Date();
  const part = await findParticipation(db, p.id, memberId);
  if (!part) {
    assertOpen(p, now);
    throw new AppError('PROMOTION_NOT_JOINED', `promotion ${p.id}`);
  }
  if (part.status === 'rejected') throw new AppError('REWARD_NOT_AVAILABLE', `part ${part.id}`);
  if (part.status !== 'signed') return itemFor(db, p, memberId, language);
  assertOpen(p, now);

  const instant = p.rule === 'instant';
  await db.transaction(async (tx) => {
    const moved = await moveSignedParticipation(
      tx as unknown as Db,
      part.id,
      instant ? { status: 'claimed', decidedBy: 'instant' } : { status: 'applying' },
    );
    if (!moved || !instant) return;
    await payBonus(tx as unknown as Db, p, memberId, part.id);
  });
  return itemFor(db, p, memberId, language);
}

async function payBonus(tx: Db, p: PromotionRow, memberId: number, participationId: number) {
  const paid = await post(tx, {
    idempotencyKey: promotionBonusKey(p.id, memberId),
    kind: 'bonus',
    memberId,
    amount: p.rewardAmount,
    counterparty: PROMOTIONS,
    reference: `promotion:${p.promotionType}`,
  });
  await setParticipationPosting(tx, participationId, paid.postingId);
}

async function application(db: Db, id: number) {
  const row = await findApplication(db, id);
  if (!row) throw new AppError('NOT_FOUND', `application ${id}`);
  const p = await findPromotion(db, row.part.promotionId);
  if (!p) throw new AppError('NOT_FOUND', `promotion of application ${id}`);
  return { ...row, promotion: p };
}

/**
 * Operator decision on an application: `applying` → `issued` with the bonus posting, or →
 * `rejected` with the reason. Only an `applying` row moves (conditional update), so two
 * simultaneous approvals pay once; repeating the same decision answers the application,
 * a different one is APPLICATION_ALREADY_DECIDED.
 */
export async function decideApplication(
  db: Db,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  actor: string,
): Promise<OperatorApplication> {
  const before = await application(db, id);
  await db.transaction(async (tx) => {
    const moved = await decideApplyingParticipation(tx as unknown as Db, id, {
      status: decision.approve ? 'issued' : 'rejected',
      decidedBy: actor,
      rejectionReason: decision.approve ? null : decision.reason,
    });
    if (moved && decision.approve) {
      await payBonus(tx as unknown as Db, before.promotion, moved.memberId, id);
    }
  });
  const after = await application(db, id);
  if (after.part.status !== (decision.approve ? 'issued' : 'rejected')) {
    throw new AppError('APPLICATION_ALREADY_DECIDED', `application ${id} is ${after.part.status}`);
  }
  return toApplication(after.part, after.promotion, after.account);
}
