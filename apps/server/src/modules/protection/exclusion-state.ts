import type { ExclusionView } from '@openlobby/contract';
import type { ProtectionRow } from './repository';

/** The member's exclusion in force at `now`, or null (an ended one no longer counts). */
export function activeExclusion(row: ProtectionRow, now: Date): ExclusionView | null {
  if (!row.exclusionKind || !row.exclusionStartedAt) return null;
  if (row.excludedUntil && row.excludedUntil.getTime() <= now.getTime()) return null;
  return {
    kind: row.exclusionKind,
    startedAt: row.exclusionStartedAt.toISOString(),
    until: row.excludedUntil ? row.excludedUntil.toISOString() : null,
  };
}
