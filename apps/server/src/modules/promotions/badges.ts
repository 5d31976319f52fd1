import type { RewardBadges } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { claimableMissions } from './mission-service';
import { promotionsForMember, toPromotionItem } from './promotion-repository';

/**
 * How many rewards and missions the member can claim now: the reward centre counts the
 * promotions whose item would show the claim button (its status in any language).
 */
export async function rewardBadges(db: Db, memberId: number): Promise<RewardBadges> {
  const now = new Date();
  const [promotions, missions] = await Promise.all([
    promotionsForMember(db, memberId),
    claimableMissions(db, memberId),
  ]);
  const rewardCenter = promotions.filter(
    (r) => toPromotionItem(r.promotion, r.participation, 'en', now).status === 'claim',
  ).length;
  return { rewardCenter, missionLeaderboard: missions };
}
