import { MISSION_TIME_ZONE } from '@openlobby/contract';

/**
 * The mission day (ADR 018): a UTC calendar day, the same for every member and every server
 * process whatever their own zone. Returns the day's name and its half-open time range.
 */
export function missionDay(now: Date = new Date()): { day: string; start: Date; end: Date } {
  const day = now.toISOString().slice(0, 10);
  const start = new Date(`${day}T00:00:00.000Z`);
  return { day, start, end: new Date(start.getTime() + 24 * 3600_000) };
}

export const missionTimeZone = MISSION_TIME_ZONE;
