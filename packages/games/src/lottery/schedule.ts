import { GameInputError } from '../errors';
import type { DrawSchedule, DrawSlot } from './types';

const secondMs = 1_000;
const minuteMs = 60 * secondMs;
const dayMs = 86_400 * secondMs;
/** closeBeforeMinutes is at most half a day. */
export const maxCloseBeforeMinutes = 720;
/** Interval schedules draw at most every 10 s and at least once a day. */
export const minIntervalSeconds = 10;
export const maxIntervalSeconds = 86_400;

/**
 * The next `count` draw slots of a schedule whose close is strictly after `from`, in order.
 * Pure: `from` is the caller's clock. All times are UTC.
 *
 * Interval schedules: a draw closes (and draws) at every UTC midnight + k × seconds that
 * falls inside the day (k = 0, 1, …), so slots are aligned to each UTC day's start. When
 * 86,400 is not a multiple of `seconds`, the day's last slot is shorter: it closes at the
 * next midnight (k = 0 of the next day). A slot opens at the previous slot's close.
 * drawNumber: `YYYYMMDD-HHMM` of the close, or `YYYYMMDD-HHMMSS` when the close falls on a
 * non-zero second (only for intervals that are not whole minutes); a slot closing at
 * midnight carries the new day's date (`20261127-0000`).
 *
 * Daily and weekly schedules: the draw is at `time` on each matching UTC day (every day for
 * daily; weekly days 0 = Sunday … 6), betting closes `closeBeforeMinutes` earlier (possibly
 * on the day before), and a draw opens at the previous draw's close. drawNumber: `YYYYMMDD`
 * of the draw day.
 *
 * Throws `GameInputError('SCHEDULE_INVALID')` for a bad schedule (see `assertSchedule`), an
 * invalid `from` or a `count` that is not a non-negative integer.
 */
export function drawSlotsFrom(schedule: DrawSchedule, from: Date, count: number): DrawSlot[] {
  assertSchedule(schedule);
  const fromMs = from instanceof Date ? from.getTime() : Number.NaN;
  if (!Number.isFinite(fromMs)) throw new GameInputError('SCHEDULE_INVALID', 'from');
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new GameInputError('SCHEDULE_INVALID', `count ${count}`);
  }
  return schedule.kind === 'interval'
    ? intervalSlots(schedule.seconds * secondMs, fromMs, count)
    : calendarSlots(schedule, fromMs, count);
}

/** Throws `GameInputError('SCHEDULE_INVALID')` for a schedule no clock can follow. */
export function assertSchedule(schedule: DrawSchedule): void {
  const invalid = (detail: string) => new GameInputError('SCHEDULE_INVALID', detail);
  if (typeof schedule !== 'object' || schedule === null) throw invalid('not an object');
  switch (schedule.kind) {
    case 'interval': {
      const { seconds } = schedule;
      if (
        !Number.isSafeInteger(seconds) ||
        seconds < minIntervalSeconds ||
        seconds > maxIntervalSeconds
      ) {
        throw invalid(`seconds ${seconds}`);
      }
      return;
    }
    case 'daily':
    case 'weekly': {
      if (timeOfDayMs(schedule.time) === undefined) throw invalid(`time ${schedule.time}`);
      const days = schedule.kind === 'weekly' ? schedule.days : [0, 1, 2, 3, 4, 5, 6];
      if (!Array.isArray(days) || days.length === 0) throw invalid('no days');
      for (const day of days) {
        if (!Number.isInteger(day) || day < 0 || day > 6) throw invalid(`day ${day}`);
      }
      if (new Set(days).size !== days.length) throw invalid('repeated day');
      const before = schedule.closeBeforeMinutes;
      if (!Number.isInteger(before) || before < 0 || before > maxCloseBeforeMinutes) {
        throw invalid(`closeBeforeMinutes ${before}`);
      }
      // Draws are at least a day apart, so a close at most 12 h early is always after the
      // previous draw; the check stays in case the bounds ever change.
      if (before * minuteMs >= smallestGapDays(days) * dayMs)
        throw invalid('close before previous draw');
      return;
    }
    default:
      throw invalid(`kind ${String((schedule as { kind?: unknown }).kind)}`);
  }
}

/** "HH:MM" (00:00–23:59) as milliseconds after midnight, or undefined if malformed. */
function timeOfDayMs(time: unknown): number | undefined {
  if (typeof time !== 'string') return undefined;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return undefined;
  return (Number(match[1]) * 60 + Number(match[2])) * minuteMs;
}

function smallestGapDays(days: readonly number[]): number {
  const sorted = [...days].sort((a, b) => a - b);
  let smallest = 7;
  sorted.forEach((day, i) => {
    const next = i + 1 < sorted.length ? (sorted[i + 1] ?? day) : (sorted[0] ?? day) + 7;
    smallest = Math.min(smallest, next - day);
  });
  return smallest;
}

/** The first interval close strictly after `t`. */
function nextIntervalClose(stepMs: number, t: number): number {
  const midnight = Math.floor(t / dayMs) * dayMs;
  const k = Math.floor((t - midnight) / stepMs) + 1;
  return Math.min(midnight + k * stepMs, midnight + dayMs);
}

/** The interval close just before `close` (itself an interval close). */
function previousIntervalClose(stepMs: number, close: number): number {
  const midnight = Math.floor(close / dayMs) * dayMs;
  if (close > midnight) return midnight + (Math.ceil((close - midnight) / stepMs) - 1) * stepMs;
  const lastK = Math.ceil(dayMs / stepMs) - 1;
  return midnight - dayMs + lastK * stepMs;
}

function intervalSlots(stepMs: number, fromMs: number, count: number): DrawSlot[] {
  const slots: DrawSlot[] = [];
  let close = nextIntervalClose(stepMs, fromMs);
  let opens = previousIntervalClose(stepMs, close);
  while (slots.length < count) {
    const closesAt = new Date(close);
    slots.push({
      drawNumber: intervalDrawNumber(closesAt),
      opensAt: new Date(opens),
      closesAt,
      drawsAt: new Date(close),
    });
    opens = close;
    close = nextIntervalClose(stepMs, close);
  }
  return slots;
}

function calendarSlots(
  schedule: Extract<DrawSchedule, { kind: 'daily' | 'weekly' }>,
  fromMs: number,
  count: number,
): DrawSlot[] {
  const timeMs = timeOfDayMs(schedule.time) ?? 0;
  const beforeMs = schedule.closeBeforeMinutes * minuteMs;
  const drawsOn = (dayStart: number) =>
    schedule.kind === 'daily' || schedule.days.includes(new Date(dayStart).getUTCDay());
  const closeOf = (dayStart: number) => dayStart + timeMs - beforeMs;
  const previousClose = (dayStart: number) => {
    for (let back = 1; back <= 7; back += 1) {
      const earlier = dayStart - back * dayMs;
      if (drawsOn(earlier)) return closeOf(earlier);
    }
    return closeOf(dayStart - 7 * dayMs); // unreachable: assertSchedule wants a day
  };
  const slots: DrawSlot[] = [];
  // A close can be up to 12 h before its draw day starts, so start a day early.
  let day = Math.floor(fromMs / dayMs) * dayMs - dayMs;
  while (slots.length < count) {
    if (drawsOn(day) && closeOf(day) > fromMs) {
      const previous = slots.at(-1);
      slots.push({
        drawNumber: ymd(new Date(day)),
        opensAt: previous ? new Date(previous.closesAt) : new Date(previousClose(day)),
        closesAt: new Date(closeOf(day)),
        drawsAt: new Date(day + timeMs),
      });
    }
    day += dayMs;
  }
  return slots;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function ymd(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

function intervalDrawNumber(close: Date): string {
  const hhmm = `${pad(close.getUTCHours())}${pad(close.getUTCMinutes())}`;
  const seconds = close.getUTCSeconds();
  return `${ymd(close)}-${hhmm}${seconds === 0 ? '' : pad(seconds)}`;
}
