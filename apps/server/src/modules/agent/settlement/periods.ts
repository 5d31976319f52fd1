import type { ContractKind, DividendPeriod } from '@openlobby/contract';
import { AppError } from '../../../lib/errors';

/**
 * Settlement periods (ADR 023), all UTC: D a day, H an hour, R a 5-minute slot, and the
 * dividend periods W (ISO week from Monday), S (semi-monthly: 1st–15th, 16th–end) and M
 * (month). A period's key names its start: `D:2026-11-24`, `H:2026-11-24T13`,
 * `R:2026-11-24T13:05`, `W:2026-11-16`, `S:2026-11-16`, `M:2026-11`.
 */
export type PeriodUnit = 'D' | 'H' | 'R' | 'W' | 'S' | 'M';

export type Period = { unit: PeriodUnit; key: string; start: Date; end: Date };

/** The units each contract kind is settled in (a dividend's depends on its chain's terms). */
export const unitsOfKind: Record<ContractKind, readonly PeriodUnit[]> = {
  daily: ['D'],
  hourly: ['H'],
  realtime: ['R'],
  dividend: ['W', 'S', 'M'],
};

/** A dividend contract's `period` term (spec §3: W, H semi-monthly, M) as a period unit. */
export const dividendUnit: Record<DividendPeriod, PeriodUnit> = { W: 'W', H: 'S', M: 'M' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long after a period ends it is due: bets placed just before the end commit a moment
 * later, so the daily salary runs at 00:05 for yesterday, hourly 5 minutes after the hour,
 * real-time 1 minute after its slot, dividends 5 minutes after their period.
 */
export const GRACE_MS: Record<PeriodUnit, number> = {
  D: 5 * MINUTE,
  H: 5 * MINUTE,
  R: MINUTE,
  W: 5 * MINUTE,
  S: 5 * MINUTE,
  M: 5 * MINUTE,
};

const utc = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(Date.UTC(y, m, d, h, min));

/** The period of `unit` that contains `instant`. */
export function periodAt(unit: PeriodUnit, instant: Date): Period {
  const y = instant.getUTCFullYear();
  const m = instant.getUTCMonth();
  const d = instant.getUTCDate();
  let start: Date;
  let end: Date;
  switch (unit) {
    case 'D':
      start = utc(y, m, d);
      end = new Date(start.getTime() + DAY);
      break;
    case 'H':
      start = utc(y, m, d, instant.getUTCHours());
      end = new Date(start.getTime() + HOUR);
      break;
    case 'R': {
      const minute = instant.getUTCMinutes() - (instant.getUTCMinutes() % 5);
      start = utc(y, m, d, instant.getUTCHours(), minute);
      end = new Date(start.getTime() + 5 * MINUTE);
      break;
    }
    case 'W': {
      // getUTCDay: 0 Sunday … 6 Saturday; ISO weeks start on Monday.
      const sinceMonday = (instant.getUTCDay() + 6) % 7;
      start = utc(y, m, d - sinceMonday);
      end = new Date(start.getTime() + 7 * DAY);
      break;
    }
    case 'S':
      start = d <= 15 ? utc(y, m, 1) : utc(y, m, 16);
      end = d <= 15 ? utc(y, m, 16) : utc(y, m + 1, 1);
      break;
    case 'M':
      start = utc(y, m, 1);
      end = utc(y, m + 1, 1);
      break;
  }
  return { unit, key: keyOf(unit, start), start, end };
}

function keyOf(unit: PeriodUnit, start: Date): string {
  const iso = start.toISOString();
  const length = { D: 10, H: 13, R: 16, W: 10, S: 10, M: 7 }[unit];
  return `${unit}:${iso.slice(0, length)}`;
}

/** The period right after `period`. */
export function nextPeriod(period: Period): Period {
  return periodAt(period.unit, period.end);
}

/** Whether settling `period` at `now` is due (its end plus the unit's grace has passed). */
export function isDue(period: Period, now: Date): boolean {
  return period.end.getTime() + GRACE_MS[period.unit] <= now.getTime();
}

/**
 * The due periods of `unit` from the one containing `from`, in order, at most `limit`:
 * the catch-up after a restart or downtime.
 */
export function duePeriods(unit: PeriodUnit, from: Date, now: Date, limit: number): Period[] {
  const due: Period[] = [];
  for (let p = periodAt(unit, from); due.length < limit && isDue(p, now); p = nextPeriod(p)) {
    due.push(p);
  }
  return due;
}

const keyPattern =
  /^(?<unit>[DHRWSM]):(?<y>\d{4})-(?<mo>\d{2})(?:-(?<d>\d{2})(?:T(?<h>\d{2})(?::(?<mi>\d{2}))?)?)?$/;

/**
 * A period key read back, or null when it names no period: malformed, an impossible date,
 * or not a period's start (`W:` on a Tuesday, `R:` at minute 7, `S:` on the 3rd). The
 * key must round-trip, so every period has exactly one key.
 */
export function parsePeriodKey(key: string): Period | null {
  const g = keyPattern.exec(key)?.groups;
  if (!g) return null;
  const unit = g['unit'] as PeriodUnit;
  const start = utc(
    Number(g['y']),
    Number(g['mo']) - 1,
    Number(g['d'] ?? 1),
    Number(g['h'] ?? 0),
    Number(g['mi'] ?? 0),
  );
  if (Number.isNaN(start.getTime())) return null;
  const period = periodAt(unit, start);
  return period.key === key && period.start.getTime() === start.getTime() ? period : null;
}

/**
 * The period an operator names for a kind: PERIOD_KEY_INVALID unless it is a period of one
 * of the kind's units, PERIOD_NOT_ENDED unless it has ended by `now`.
 */
export function operatorPeriod(kind: ContractKind, key: string, now: Date): Period {
  const period = parsePeriodKey(key);
  if (!period || !unitsOfKind[kind].includes(period.unit)) {
    throw new AppError('PERIOD_KEY_INVALID', `${kind} ${key}`);
  }
  if (period.end.getTime() > now.getTime()) throw new AppError('PERIOD_NOT_ENDED', key);
  return period;
}
