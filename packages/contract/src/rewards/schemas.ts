import { z } from 'zod';
import { idParamSchema, idSchema, text } from '../input';
import { minorUnitsSchema } from '../wallet/balance';
import { amountSchema } from '../wallet/limits';
import {
  activityStatuses,
  missionMetrics,
  missionStatuses,
  promotionRules,
  applicationStatuses,
  REJECTION_REASON_MAX,
} from './paths';

/** A reward the operator sets: bounded by the shared MAX_AMOUNT (R12). */
const positiveMinor = amountSchema;
const id = z.number().int().positive();

/** A promotion as a member sees it, in the reader's language. Amounts in minor units. */
export const promotionItemSchema = z.object({
  id,
  /** The code announcements point at (`promotionType`). */
  promotionType: z.string(),
  title: z.string(),
  /** Plain text (no HTML); line breaks are kept. */
  description: z.string(),
  /** ISO 8601 UTC. */
  startsAt: z.string(),
  endsAt: z.string(),
  rewardAmount: minorUnitsSchema,
  rule: z.enum(promotionRules),
  status: z.enum(activityStatuses),
  /** Set when the operator rejected the member's application. */
  rejectionReason: z.string().nullable(),
});
export type PromotionItem = z.infer<typeof promotionItemSchema>;
export const promotionListSchema = z.array(promotionItemSchema);

/** Body of `signUpPromotionJoin` and `signUpRequestReward`. */
export const promotionActionSchema = z.strictObject({ promotionId: idSchema });
export type PromotionAction = z.infer<typeof promotionActionSchema>;

/** A daily mission with the member's progress today. */
export const missionItemSchema = z.object({
  id,
  title: z.string(),
  metric: z.enum(missionMetrics),
  /** Bets or deposits to make, or minor units to bet (`bet_amount`). */
  target: z.number().int().positive(),
  /** Capped at the target. */
  progress: z.number().int().min(0),
  rewardAmount: minorUnitsSchema,
  points: z.number().int().min(0),
  status: z.enum(missionStatuses),
});
export type MissionItem = z.infer<typeof missionItemSchema>;

export const missionSummarySchema = z.object({
  /** The UTC day the progress counts (YYYY-MM-DD). */
  day: z.string(),
  timeZone: z.string(),
  pointsToday: z.number().int().min(0),
  missions: z.array(missionItemSchema),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionClaimSchema = z.strictObject({ missionId: idSchema });
export type MissionClaim = z.infer<typeof missionClaimSchema>;
export const missionClaimValueSchema = z.object({
  mission: missionItemSchema,
  pointsToday: z.number().int().min(0),
});
export type MissionClaimValue = z.infer<typeof missionClaimValueSchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  /** Masked account name (`de***er`), as on the winner board. */
  customerName: z.string(),
  points: z.number().int().min(0),
  isMe: z.boolean(),
});
export const leaderboardSchema = z.object({
  day: z.string(),
  entries: z.array(leaderboardEntrySchema),
  /** The caller's rank today; null without points. */
  me: z.object({ rank: z.number().int().positive().nullable(), points: z.number().int().min(0) }),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** Claimable now: promotions in `claim` and missions in `claim`. */
export const rewardBadgesSchema = z.object({
  rewardCenter: z.number().int().min(0),
  missionLeaderboard: z.number().int().min(0),
});
export type RewardBadges = z.infer<typeof rewardBadgesSchema>;

// Operator API (`npm run operator -- promotion …`, `mission …`).

const isoDate = z.iso.datetime({ offset: true });

export const operatorPromotionInputSchema = z
  .object({
    promotionType: text(64)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_]{2,32}$/),
    titlePt: text(200).trim().min(1),
    titleEn: text(200).trim().min(1),
    descriptionPt: text(2000, { multiline: true }).trim().min(1),
    descriptionEn: text(2000, { multiline: true }).trim().min(1),
    startsAt: isoDate,
    endsAt: isoDate,
    rewardAmount: positiveMinor,
    rule: z.enum(promotionRules),
  })
  .refine((p) => Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    message: 'must be after startsAt',
    path: ['endsAt'],
  });
export type OperatorPromotionInput = z.input<typeof operatorPromotionInputSchema>;

export const operatorPromotionSchema = z.object({
  id,
  promotionType: z.string(),
  titlePt: z.string(),
  titleEn: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  rewardAmount: minorUnitsSchema,
  rule: z.enum(promotionRules),
  enabled: z.boolean(),
});
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;

export const operatorIdParamsSchema = z.object({ id: idParamSchema });
export const operatorEnabledSchema = z.object({ enabled: z.boolean() });

export const operatorApplicationsQuerySchema = z.object({
  status: z.enum(applicationStatuses).optional(),
});
export const operatorApplicationSchema = z.object({
  id,
  promotionId: id,
  promotionType: z.string(),
  account: z.string(),
  status: z.enum(applicationStatuses),
  rewardAmount: minorUnitsSchema,
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;
export const applicationRejectSchema = z.object({
  reason: text(REJECTION_REASON_MAX).trim().min(1),
});

export const operatorMissionInputSchema = z.object({
  titlePt: text(200).trim().min(1),
  titleEn: text(200).trim().min(1),
  metric: z.enum(missionMetrics),
  target: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  rewardAmount: positiveMinor,
  points: z.number().int().min(0).max(1_000_000),
});
export type OperatorMissionInput = z.input<typeof operatorMissionInputSchema>;
export const operatorMissionSchema = z.object({
  id,
  titlePt: z.string(),
  titleEn: z.string(),
  metric: z.enum(missionMetrics),
  target: z.number().int(),
  rewardAmount: minorUnitsSchema,
  points: z.number().int(),
  enabled: z.boolean(),
});
export type OperatorMission = z.infer<typeof operatorMissionSchema>;
