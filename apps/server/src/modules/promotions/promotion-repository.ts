import {
  rewardPaths,
  type Language,
  type OperatorApplication,
  type PromotionCategory,
  type PromotionItem,
  type PromotionRule,
  type PublicPromotionItem,
} from '@openlobby/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, promotion, promotionParticipation } from '../../db/schema';
import { promotionStatus, type StoredParticipation } from './promotion-status';
import { sanitizeOperatorHtml } from '../../lib/operator-html';

export type PromotionRow = typeof promotion.$inferSelect;
type ParticipationRow = typeof promotionParticipation.$inferSelect;

/** The member-facing item: texts in the reader's language, status from the clock and row. */
export function toPromotionItem(
  p: PromotionRow,
  part: Pick<ParticipationRow, 'status' | 'rejectionReason'> | null,
  language: Language,
  now: Date,
): PromotionItem {
  const rule = p.rule as PromotionRule;
  return {
    ...promotionFacts(p, language),
    status: promotionStatus({ ...p, rule }, part as StoredParticipation, now),
    rejectionReason: part?.status === 'rejected' ? part.rejectionReason : null,
  };
}

/** What every reader sees of a promotion, in the reader's language. */
function promotionFacts(p: PromotionRow, language: Language) {
  const en = language === 'en';
  return {
    id: p.id,
    promotionType: p.promotionType,
    title: en ? p.titleEn : p.titlePt,
    description: en ? p.descriptionEn : p.descriptionPt,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    rewardAmount: p.rewardAmount,
    rule: p.rule as PromotionRule,
    category: p.category as PromotionCategory,
    rules: sanitizeOperatorHtml(en ? p.rulesEn : p.rulesPt),
    imageUrl: `${rewardPaths.promotionImage(p.id)}?language=${language}`,
  };
}

/**
 * The visitor's item: the status as for someone who has not joined (coming, join or close,
 * from the clock alone), so nothing of any member shows.
 */
export function toPublicPromotionItem(
  p: PromotionRow,
  language: Language,
  now: Date,
): PublicPromotionItem {
  const status = promotionStatus({ ...p, rule: p.rule as PromotionRule }, null, now);
  return { ...promotionFacts(p, language), status: status as PublicPromotionItem['status'] };
}

/** The enabled promotions (of one category), newest start first: the public page's list. */
export async function enabledPromotions(
  db: Db,
  category: PromotionCategory | undefined,
): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotion)
    .where(
      and(eq(promotion.enabled, true), category ? eq(promotion.category, category) : undefined),
    )
    .orderBy(desc(promotion.startsAt), asc(promotion.id));
}

/**
 * The enabled promotions with the member's participation, newest start first. A member
 * keeps seeing a disabled promotion only while it has something of theirs under review.
 */
export async function promotionsForMember(db: Db, memberId: number) {
  return db
    .select({ promotion, participation: promotionParticipation })
    .from(promotion)
    .leftJoin(
      promotionParticipation,
      and(
        eq(promotionParticipation.promotionId, promotion.id),
        eq(promotionParticipation.memberId, memberId),
      ),
    )
    .where(sql`${promotion.enabled} OR ${promotionParticipation.status} = 'applying'`)
    .orderBy(desc(promotion.startsAt), asc(promotion.id));
}

export async function findPromotion(db: Db, id: number): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotion).where(eq(promotion.id, id));
  return row ?? null;
}

export async function findParticipation(db: Db, promotionId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(promotionParticipation)
    .where(
      and(
        eq(promotionParticipation.promotionId, promotionId),
        eq(promotionParticipation.memberId, memberId),
      ),
    );
  return row ?? null;
}

/** Joins a promotion; `ON CONFLICT DO NOTHING` on (promotion, member) keeps one row. */
export async function addParticipation(db: Db, promotionId: number, memberId: number) {
  await db.insert(promotionParticipation).values({ promotionId, memberId }).onConflictDoNothing();
}

/**
 * A reward request moves a `signed` row to `claimed` (decided at once, by `decidedBy`) or
 * to `applying` (for review). The update is conditional on `status = 'signed'`, so of two
 * simultaneous requests only one moves the row; false for the other.
 */
export async function moveSignedParticipation(
  db: Db,
  id: number,
  to: { status: 'claimed'; decidedBy: string } | { status: 'applying' },
): Promise<boolean> {
  const [moved] = await db
    .update(promotionParticipation)
    .set({
      status: to.status,
      requestedAt: sql`now()`,
      ...(to.status === 'claimed' ? { decidedAt: sql`now()`, decidedBy: to.decidedBy } : {}),
    })
    .where(and(eq(promotionParticipation.id, id), eq(promotionParticipation.status, 'signed')))
    .returning({ id: promotionParticipation.id });
  return moved !== undefined;
}

/**
 * An operator decision moves an `applying` row to `issued` or `rejected`. Conditional on
 * `status = 'applying'`, so two simultaneous decisions move it once; undefined for the
 * one that found it moved.
 */
export async function decideApplyingParticipation(
  db: Db,
  id: number,
  decision: { status: 'issued' | 'rejected'; decidedBy: string; rejectionReason: string | null },
): Promise<{ memberId: number } | undefined> {
  const [moved] = await db
    .update(promotionParticipation)
    .set({
      status: decision.status,
      decidedAt: sql`now()`,
      decidedBy: decision.decidedBy,
      rejectionReason: decision.rejectionReason,
    })
    .where(and(eq(promotionParticipation.id, id), eq(promotionParticipation.status, 'applying')))
    .returning({ memberId: promotionParticipation.memberId });
  return moved;
}

/** Links a participation to the posting that paid its bonus. */
export async function setParticipationPosting(db: Db, id: number, postingId: number) {
  await db
    .update(promotionParticipation)
    .set({ postingId })
    .where(eq(promotionParticipation.id, id));
}

/** One participation with its member's account, for the operator's application view. */
export async function findApplication(db: Db, id: number) {
  const [row] = await db
    .select({ part: promotionParticipation, account: member.account })
    .from(promotionParticipation)
    .innerJoin(member, eq(member.id, promotionParticipation.memberId))
    .where(eq(promotionParticipation.id, id));
  return row ?? null;
}

export async function allPromotions(db: Db): Promise<PromotionRow[]> {
  return db.select().from(promotion).orderBy(asc(promotion.id));
}

/** Adds a promotion; null when its promotion type is taken. */
export async function addPromotion(
  db: Db,
  values: typeof promotion.$inferInsert,
): Promise<PromotionRow | null> {
  const [row] = await db
    .insert(promotion)
    .values(values)
    .onConflictDoNothing({ target: promotion.promotionType })
    .returning();
  return row ?? null;
}

export async function setPromotionEnabled(db: Db, id: number, enabled: boolean) {
  const rows = await db
    .update(promotion)
    .set({ enabled })
    .where(eq(promotion.id, id))
    .returning({ id: promotion.id });
  return rows.length > 0;
}

/** Applications for the operator, oldest first (the queue order). */
export async function applications(
  db: Db,
  status: OperatorApplication['status'] | undefined,
): Promise<OperatorApplication[]> {
  const rows = await db
    .select({ part: promotionParticipation, promotion, account: member.account })
    .from(promotionParticipation)
    .innerJoin(promotion, eq(promotion.id, promotionParticipation.promotionId))
    .innerJoin(member, eq(member.id, promotionParticipation.memberId))
    .where(status ? eq(promotionParticipation.status, status) : undefined)
    .orderBy(asc(promotionParticipation.id))
    .limit(500);
  return rows.map((r) => toApplication(r.part, r.promotion, r.account));
}

export function toApplication(
  part: ParticipationRow,
  p: PromotionRow,
  account: string,
): OperatorApplication {
  return {
    id: part.id,
    promotionId: p.id,
    promotionType: p.promotionType,
    account,
    status: part.status as OperatorApplication['status'],
    rewardAmount: p.rewardAmount,
    requestedAt: part.requestedAt?.toISOString() ?? null,
    decidedAt: part.decidedAt?.toISOString() ?? null,
    decidedBy: part.decidedBy,
    rejectionReason: part.rejectionReason,
  };
}
