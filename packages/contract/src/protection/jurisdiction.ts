/**
 * The jurisdiction profiles of player protection (issue 17, C5, ADR 032): every rule that
 * differs between markets, listed in this one place. The operator picks the profile at run
 * time (`npm run operator -- player jurisdiction <BR|UK|MGA|none>`); `BR` is the default
 * (BRL, PIX and Portuguese fall under Portaria SPA/MF 1.231/2024). Zod-free, so the web and
 * the game pages read the same rules the server applies.
 */
export const jurisdictions = ['BR', 'UK', 'MGA', 'none'] as const;
export type Jurisdiction = (typeof jurisdictions)[number];
export const DEFAULT_JURISDICTION: Jurisdiction = 'BR';

/** Hours a raised or removed limit waits before the member may confirm it (UK RTS 12). */
export const DEFAULT_COOLING_OFF_HOURS = 24;
/** The operator may lengthen the cooling-off up to a week, never shorten it below 24 h. */
export const MIN_COOLING_OFF_HOURS = 24;
export const MAX_COOLING_OFF_HOURS = 168;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type JurisdictionRules = {
  /** Shortest and longest time-out, in hours. */
  timeOutHours: { min: number; max: number };
  /** Shortest and longest fixed self-exclusion, in months; `indefinite` allows no end. */
  selfExclusionMonths: { min: number; max: number; indefinite: boolean };
  /** Whether a member may cancel a requested withdrawal (UK RTS 14B: no). */
  withdrawalReversible: boolean;
  /** Least time between two slot spins of one member, in ms (UK RTS 14D: 2.5 s). */
  minSpinMs: number;
  /** Whether games may offer autoplay (UK RTS 14E: no). */
  autoplay: boolean;
  /**
   * Whether an excluded member may still log in only to withdraw. No profile enables it:
   * pending withdrawals are paid by the operator, so none needs the member to log in.
   */
  excludedMayLogInToWithdraw: boolean;
};

const common = {
  timeOutHours: { min: 24, max: 6 * 7 * 24 },
  selfExclusionMonths: { min: 6, max: 60, indefinite: true },
  excludedMayLogInToWithdraw: false,
} as const;

export const jurisdictionRules: Record<Jurisdiction, JurisdictionRules> = {
  BR: { ...common, withdrawalReversible: true, minSpinMs: 0, autoplay: true },
  UK: { ...common, withdrawalReversible: false, minSpinMs: 2500, autoplay: false },
  MGA: { ...common, withdrawalReversible: true, minSpinMs: 0, autoplay: true },
  none: { ...common, withdrawalReversible: true, minSpinMs: 0, autoplay: true },
};

/** Limit kinds (C1): money per window, and the session time in minutes. */
export const moneyLimitKinds = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof moneyLimitKinds)[number];
export const limitWindows = ['day', 'week', 'month'] as const;
export type LimitWindow = (typeof limitWindows)[number];
/** `session` limits are minutes since login; the others minor units per window. */
export const limitKinds = [...moneyLimitKinds, 'session'] as const;
export type LimitKind = (typeof limitKinds)[number];

/** Longest session-time limit a member may set: one day, in minutes. */
export const MAX_SESSION_LIMIT_MINUTES = 24 * 60;

export const exclusionKinds = ['timeout', 'self-exclusion'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];

/**
 * The start of a limit's current window (UTC): the day, the ISO week from Monday, the
 * calendar month. The rollups the limits read are kept per UTC day (`member_day_stat`).
 */
export function windowStart(window: LimitWindow, now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (window === 'day') return day;
  if (window === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The end of an exclusion that starts at `from`; null for an indefinite one. */
export function exclusionEnd(
  kind: ExclusionKind,
  from: Date,
  length: { hours?: number; months?: number; indefinite?: boolean },
): Date | null {
  if (kind === 'self-exclusion' && length.indefinite) return null;
  if (kind === 'timeout') return new Date(from.getTime() + (length.hours ?? 0) * HOUR_MS);
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + (length.months ?? 0));
  return end;
}
