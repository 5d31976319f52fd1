import type { ActivityStatus, PromotionRule } from '@openlobby/contract';

export type StoredParticipation = {
  status: 'signed' | 'applying' | 'issued' | 'rejected' | 'claimed';
} | null;

/**
 * The status a member sees for a promotion (spec §3 "activity"). What the member already
 * has (paid, under review, rejected) shows whatever the clock says; otherwise the period
 * decides: `coming` before the start, `close` after the end, and in between `join` for
 * someone who has not joined, then `claim` (instant reward waiting) or `signed` (joined,
 * the reward is applied for).
 */
export function promotionStatus(
  promotion: { startsAt: Date; endsAt: Date; rule: PromotionRule },
  participation: StoredParticipation,
  now: Date,
): ActivityStatus {
  const stored = participation?.status;
  if (stored === 'claimed' || stored === 'issued' || stored === 'rejected') return stored;
  if (stored === 'applying') return 'applying';
  if (now < promotion.startsAt) return 'coming';
  if (now >= promotion.endsAt) return 'close';
  if (!stored) return 'join';
  return promotion.rule === 'instant' ? 'claim' : 'signed';
}
