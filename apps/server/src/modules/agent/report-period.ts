import { MAX_REPORT_DAYS, type ReportPeriodQuery } from '@openlobby/contract';
import { AppError } from '../../lib/errors';

/** A report's days: UTC calendar days `from`..`to`, both included (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The first instant after the range (for timestamps compared with `< end`). */
export const rangeEnd = (range: DayRange) => new Date(msOf(range.to) + DAY_MS);
export const rangeStart = (range: DayRange) => new Date(msOf(range.from));

/** The current UTC month, 1st to last day (the downline list's "valid bet this month"). */
export function thisMonth(now = Date.now()): DayRange {
  return resolvePeriod({ period: 'month' }, now);
}

/** No report reaches before this day (PostgreSQL has no year 0, and no one played then). */
const FIRST_DAY = '2000-01-01';

/** A `YYYY-MM-DD` that names a real day the reports can ask about (the schema checks its shape). */
function realDay(day: string): boolean {
  const ms = msOf(day);
  return Number.isFinite(ms) && dayOf(ms) === day && day >= FIRST_DAY;
}

const invalid = (why: string) => new AppError('REPORT_PERIOD_INVALID', why);

/**
 * The days a report covers (ADR 023: periods are UTC). `today`, `yesterday`, `week` (the ISO
 * week, Monday to Sunday), `month`, or `range` with `from` and `to`: a range must name real
 * days, start no later than today, not end before it starts and last at most
 * MAX_REPORT_DAYS. No period means today, unless `from`/`to` are given (then a range).
 */
export function resolvePeriod(query: ReportPeriodQuery, now = Date.now()): DayRange {
  const today = dayOf(now);
  const period = query.period ?? (query.from || query.to ? 'range' : 'today');
  if (period !== 'range' && (query.from || query.to)) {
    throw invalid(`from/to need period=range, not ${period}`);
  }
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = dayOf(msOf(today) - DAY_MS);
      return { from: day, to: day };
    }
    case 'week': {
      const weekday = (new Date(msOf(today)).getUTCDay() + 6) % 7; // Monday = 0
      const monday = msOf(today) - weekday * DAY_MS;
      return { from: dayOf(monday), to: dayOf(monday + 6 * DAY_MS) };
    }
    case 'month': {
      const d = new Date(msOf(today));
      const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      const last = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
      return { from: dayOf(first), to: dayOf(last) };
    }
    case 'range': {
      const { from, to } = query;
      if (!from || !to) throw invalid('range needs from and to');
      if (!realDay(from) || !realDay(to)) throw invalid(`no such day ${from}..${to}`);
      if (from > today) throw invalid(`${from} is in the future`);
      if (from > to) throw invalid(`${from} after ${to}`);
      const days = (msOf(to) - msOf(from)) / DAY_MS + 1;
      if (days > MAX_REPORT_DAYS) throw invalid(`${days} days > ${MAX_REPORT_DAYS}`);
      return { from, to };
    }
  }
}
