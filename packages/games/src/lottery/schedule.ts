import type { DrawSchedule, DrawSlot } from './types';

/**
 * IMPLEMENTED BY THE MATHS HELPER. The draw slots of a schedule, pure.
 *
 * drawNumber: interval schedules `YYYYMMDD-HHMM` of the close instant (UTC), or
 * `YYYYMMDD-HHMMSS` when the close has seconds; daily and weekly `YYYYMMDD` of the draw day.
 * An interval draw opens at the previous slot's close; a daily or weekly draw opens at the
 * previous draw of its schedule's close.
 */
export function drawSlotsFrom(schedule: DrawSchedule, from: Date, count: number): DrawSlot[] {
  void schedule;
  void from;
  void count;
  throw new Error('not implemented yet');
}

/** Throws `GameInputError('SCHEDULE_INVALID')` for a schedule no clock can follow. */
export function assertSchedule(schedule: DrawSchedule): void {
  void schedule;
  throw new Error('not implemented yet');
}
