import { MAX_RECORD_DAYS } from '@openlobby/contract';
import { AppError } from '../../lib/errors';

/** UTC calendar days `from`..`to`, both included (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

const DAY_MS = 24 * 3600 * 1000;
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const msOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const FIRST_DAY = '2000-01-01';

const invalid = (why: string) => new AppError('RECORD_PERIOD_INVALID', why);

/** Whether `day` (already YYYY-MM-DD in shape) names a real calendar day. */
export function isRealDay(day: string): boolean {
  const ms = msOfDay(day);
  return Number.isFinite(ms) && dayOf(ms) === day && day >= FIRST_DAY;
}

/**
 * The days a record covers: today when neither end is given, else `from`..`to` (one end
 * alone means that single day). Real days, starting no later than today, in order, at most
 * MAX_RECORD_DAYS long; anything else is RECORD_PERIOD_INVALID.
 */
export function recordRange(query: { from?: string; to?: string }, now = Date.now()): DayRange {
  const today = dayOf(now);
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? query.from ?? today;
  if (!isRealDay(from) || !isRealDay(to)) throw invalid(`no such day ${from}..${to}`);
  if (from > today) throw invalid(`${from} is in the future`);
  if (from > to) throw invalid(`${from} after ${to}`);
  const days = (msOfDay(to) - msOfDay(from)) / DAY_MS + 1;
  if (days > MAX_RECORD_DAYS) throw invalid(`${days} days > ${MAX_RECORD_DAYS}`);
  return { from, to };
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let ms = msOfDay(range.from); ms <= msOfDay(range.to); ms += DAY_MS) out.push(dayOf(ms));
  return out;
}

export const rangeStart = (range: DayRange) => new Date(msOfDay(range.from));
export const rangeEnd = (range: DayRange) => new Date(msOfDay(range.to) + DAY_MS);
