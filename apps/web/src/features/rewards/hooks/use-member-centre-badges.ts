import { useQuery } from '@tanstack/react-query';
import { useUnreadCount } from '../../../api/get-unread-count';
import { rewardBadgesQueryOptions } from '../api/get-reward-badges';
import { useSessionStore } from '../../../stores/session-store';

export type MemberCentreBadges = {
  rewardCenter: number;
  missionLeaderboard: number;
  messageV2: number;
};

const none = { rewardCenter: 0, missionLeaderboard: 0 };

/**
 * The member-centre menu's badge counts (spec §2: shown on the mission, message and reward
 * entries when greater than 0): claimable promotions and missions, unread messages. Visitors and trial members (kept
 * out of rewards, spec §6) ask nothing and get zeros; so does a failed read.
 */
export function useMemberCentreBadges(): MemberCentreBadges {
  const enabled = useSessionStore((s) => s.isLogin && !s.isTrial);
  const { data } = useQuery({ ...rewardBadgesQueryOptions(), enabled });
  const messageV2 = useUnreadCount();
  return { ...(enabled && data ? data : none), messageV2 };
}
