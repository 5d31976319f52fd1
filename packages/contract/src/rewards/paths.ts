/**
 * Paths of the reward centre and mission activity (spec §7 "Missions and promotions (T)").
 * Zod-free so the browser can import it. The spec names the four `MCSFE_*` calls; the list,
 * claim and badge calls are ours, named in the same style.
 */
export const rewardPaths = {
  /** The promotions a member sees, with the member's status in each (T). */
  promotions: '/wps/relay/MCSFE_getPromotionList',
  /**
   * The promotions page's public read (no token): the same promotions as a visitor sees
   * them, with no member's status (only coming, join or close from the clock). Optional
   * `?category=` and `?language=`.
   */
  publicPromotions: '/wps/system/promotions',
  /** Generated promotion art: `/img/promotions/<id>.svg`. */
  promotionImage: (id: number) => `/img/promotions/${id}.svg`,
  /** Joins a promotion (T, POST `{ promotionId }`). */
  join: '/wps/relay/MCSFE_signUpPromotionJoin',
  /** Asks for a joined promotion's reward (T, POST `{ promotionId }`): paid or under review. */
  requestReward: '/wps/relay/MCSFE_signUpRequestReward',
  /** Today's missions with target, progress and status, and today's points (T). */
  missions: '/wps/relay/MCSFE_getMissionSummaryDetails',
  /** Today's top members by mission points, and the caller's rank (T). */
  leaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
  /** Claims a completed mission's reward (T, POST `{ missionId }`). */
  claimMission: '/wps/relay/MCSFE_claimMissionReward',
  /** How many rewards and missions are claimable now: the member-centre badges (T). */
  badges: '/wps/relay/MCSFE_getRewardBadges',
  /** Operator API: list and add promotions; `/:id` switches one on/off. */
  operatorPromotions: '/operator/promotions',
  /** Operator API: applications (`?status=applying`); `/:id/approve`, `/:id/reject`. */
  operatorApplications: '/operator/promotion-applications',
  /** Operator API: list and add daily missions; `/:id` switches one on/off. */
  operatorMissions: '/operator/missions',
} as const;

/**
 * Spec §3 "Statuses: activity". For a promotion: `coming` before its start, `close` after
 * its end, `join` while the member may join, then `claim` (instant reward ready) or `signed`
 * (joined; the reward is applied for), `applying` under review, and `issued` / `rejected`
 * after review or `claimed` once an instant reward is paid. For a mission: `process` below
 * its target, `claim` when reached, `claimed` once paid today.
 */
export const activityStatuses = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'coming',
] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

/** How a promotion pays: at once on request, or after an operator's review. */
export const promotionRules = ['instant', 'apply'] as const;
export type PromotionRule = (typeof promotionRules)[number];

/**
 * The tabs of the promotions page. Every promotion has one; an operator picks it when
 * adding a promotion (`other` when not said).
 */
export const promotionCategories = [
  'welcome',
  'slots',
  'live',
  'sports',
  'lottery',
  'other',
] as const;
export type PromotionCategory = (typeof promotionCategories)[number];

/** What a visitor can see of a promotion's status: the clock's part only. */
export const visitorActivityStatuses = ['coming', 'join', 'close'] as const;

/** Query key of the promotions page's detail: `/promotions?promotion=<promotionType>`. */
export const PROMOTION_DETAIL_PARAM = 'promotion';
/** Query key of the promotions page's tab: `/promotions?category=<category>`. */
export const PROMOTION_CATEGORY_PARAM = 'category';
/** Bound of the operator's rules HTML per language. */
export const PROMOTION_RULES_MAX = 20_000;

/** What a daily mission counts from the member's ledger postings of the day. */
export const missionMetrics = ['bet_count', 'bet_amount', 'deposit_count'] as const;
export type MissionMetric = (typeof missionMetrics)[number];

export const missionStatuses = ['process', 'claim', 'claimed'] as const;
export type MissionStatus = (typeof missionStatuses)[number];

/** Stored state of an application (operator view). */
export const applicationStatuses = ['signed', 'applying', 'issued', 'rejected', 'claimed'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Days of missions and the leaderboard are UTC calendar days (ADR 018). */
export const MISSION_TIME_ZONE = 'UTC';
/** How many members the mission leaderboard lists. */
export const LEADERBOARD_LIMIT = 10;
/** A rejection reason's length (spec §5: remarks of 140 characters). */
export const REJECTION_REASON_MAX = 140;

/**
 * The address of one promotion's detail on the promotions page (what banners and
 * announcements linked to a promotion open): `/promotions?promotion=<promotionType>`.
 */
export function promotionDetailHref(promotionType: string): string {
  return `/promotions?${PROMOTION_DETAIL_PARAM}=${encodeURIComponent(promotionType)}`;
}
