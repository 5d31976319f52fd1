import { z } from 'zod';
import { stepUpProofSchema } from '../identity/common';
import { text } from '../input';
import { MAX_AMOUNT } from '../wallet/limits';
import {
  exclusionKinds,
  jurisdictions,
  limitWindows,
  MAX_COOLING_OFF_HOURS,
  MAX_SESSION_LIMIT_MINUTES,
  MIN_COOLING_OFF_HOURS,
  moneyLimitKinds,
} from './jurisdiction';

/**
 * Player protection calls (paths in `paths.ts`, ADR 032). A limit is named by its key:
 * `<kind>:<window>` for money (minor units) and `session` (minutes since login).
 */
export const moneyLimitKeys = moneyLimitKinds.flatMap((k) =>
  limitWindows.map((w) => `${k}:${w}` as const),
);
export const limitKeys = [...moneyLimitKeys, 'session'] as const;
export type LimitKey = (typeof limitKeys)[number];

/**
 * A limit's value: the refusal names its own code, so the reply says what is wrong, in the
 * words of the limit's kind: a money limit an amount above zero, the session limit minutes.
 */
const LIMIT_INVALID = 'PROTECTION_LIMIT_INVALID';
const SESSION_LIMIT_INVALID = 'PROTECTION_SESSION_LIMIT_INVALID';
const wholePositive = (code: string, max: number) =>
  z.number({ error: code }).int(code).min(1, code).max(max, code);
/** A money limit, in minor units. */
export const limitValueSchema = wholePositive(LIMIT_INVALID, MAX_AMOUNT);
/** The session-time limit, in minutes. */
export const sessionLimitValueSchema = wholePositive(
  SESSION_LIMIT_INVALID,
  MAX_SESSION_LIMIT_MINUTES,
);

/** `PUT /wps/protection/limits` (T): `value` null removes the limit (after the cooling-off). */
export const limitInputSchema = z.discriminatedUnion('limit', [
  z.strictObject({
    limit: z.enum(moneyLimitKeys),
    value: limitValueSchema.nullable(),
  }),
  z.strictObject({ limit: z.literal('session'), value: sessionLimitValueSchema.nullable() }),
]);
export type LimitInput = z.infer<typeof limitInputSchema>;

/** `POST …/limits/confirm` and `…/limits/cancel` (T). */
export const limitKeyInputSchema = z.strictObject({ limit: z.enum(limitKeys) });
export type LimitKeyInput = z.infer<typeof limitKeyInputSchema>;

const isoDateTime = z.string();

/** A raise or removal waiting for its cooling-off and the member's confirmation. */
export const pendingLimitSchema = z.object({
  /** The value asked for; null for a removal. */
  value: z.number().int().positive().nullable(),
  requestedAt: isoDateTime,
  /** When the member may confirm it. */
  confirmableAt: isoDateTime,
});

export const limitViewSchema = z.object({
  limit: z.enum(limitKeys),
  /** In force now; null when none. */
  current: z.number().int().positive().nullable(),
  pending: pendingLimitSchema.nullable(),
  /** Used in the current window: money in minor units, `session` in minutes. */
  used: z.number().int(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

export const exclusionViewSchema = z.object({
  kind: z.enum(exclusionKinds),
  startedAt: isoDateTime,
  /** null for an indefinite self-exclusion. */
  until: isoDateTime.nullable(),
});
export type ExclusionView = z.infer<typeof exclusionViewSchema>;

/** `GET /wps/protection` (T). */
export const protectionOverviewSchema = z.object({
  limits: z.array(limitViewSchema),
  coolingOffHours: z.number().int().positive(),
});
export type ProtectionOverview = z.infer<typeof protectionOverviewSchema>;

/** `GET /wps/protection/rules`: the active profile's rules (public). */
export const protectionRulesSchema = z.object({
  jurisdiction: z.enum(jurisdictions),
  coolingOffHours: z.number().int().positive(),
  timeOutHours: z.object({ min: z.number().int(), max: z.number().int() }),
  selfExclusionMonths: z.object({
    min: z.number().int(),
    max: z.number().int(),
    indefinite: z.boolean(),
  }),
  withdrawalReversible: z.boolean(),
  minSpinMs: z.number().int().nonnegative(),
  autoplay: z.boolean(),
  excludedMayLogInToWithdraw: z.boolean(),
});
export type ProtectionRules = z.infer<typeof protectionRulesSchema>;

/** Lengths are checked by the server against the profile, so the reply names the bounds. */
const length = z.number().int().min(1).max(10_000);

/**
 * `POST /wps/protection/exclusion` (T, E): a time-out in hours or a self-exclusion in
 * months (or indefinite), confirmed with the login password.
 */
export const exclusionInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('timeout'), hours: length, password: stepUpProofSchema }),
  z.strictObject({
    kind: z.literal('self-exclusion'),
    months: length.optional(),
    indefinite: z.boolean().optional(),
    password: stepUpProofSchema,
  }),
]);
export type ExclusionInput = z.infer<typeof exclusionInputSchema>;

/** The member's exclusion once taken (every session has ended with it). */
export const exclusionReplySchema = exclusionViewSchema;

/** Operator: a member's protection (`GET /operator/players/:account`). */
export const protectionAuditRowSchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: isoDateTime,
});
export type ProtectionAuditRow = z.infer<typeof protectionAuditRowSchema>;

export const operatorPlayerSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  limits: z.array(limitViewSchema),
  exclusion: exclusionViewSchema.nullable(),
  audit: z.array(protectionAuditRowSchema),
});
export type OperatorPlayer = z.infer<typeof operatorPlayerSchema>;

const reasonSchema = text(500, { min: 3 });
const operatorNameSchema = text(64, { min: 1 }).regex(/^[A-Za-z0-9_.@-]+$/);

/** `PUT /operator/players/:account/limits`: create or lower only. */
export const operatorLimitInputSchema = z.strictObject({
  limit: z.enum(limitKeys),
  value: limitValueSchema,
  operator: operatorNameSchema,
  reason: reasonSchema,
});
export type OperatorLimitInput = z.infer<typeof operatorLimitInputSchema>;

/** `PUT /operator/players/:account/exclusion`: take or lengthen only. */
export const operatorExclusionInputSchema = z.strictObject({
  kind: z.enum(exclusionKinds),
  /** ISO 8601 end; null for indefinite. */
  until: z.iso.datetime().nullable(),
  operator: operatorNameSchema,
  reason: reasonSchema,
});
export type OperatorExclusionInput = z.infer<typeof operatorExclusionInputSchema>;

/** `PUT /operator/protection`: the profile and the cooling-off hours. */
export const protectionSettingSchema = z.strictObject({
  jurisdiction: z.enum(jurisdictions),
  coolingOffHours: z.number().int().min(MIN_COOLING_OFF_HOURS).max(MAX_COOLING_OFF_HOURS),
});
export type ProtectionSetting = z.infer<typeof protectionSettingSchema>;

export const operatorJurisdictionInputSchema = protectionSettingSchema.extend({
  operator: operatorNameSchema,
  reason: reasonSchema,
});

export const harmMarkerSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  marker: z.enum(['rising-deposits', 'long-sessions', 'reversed-withdrawals', 'limit-hits']),
  detail: z.string(),
});
export type HarmMarker = z.infer<typeof harmMarkerSchema>;
