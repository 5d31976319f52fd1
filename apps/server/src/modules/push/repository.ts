import type { PushEventKind } from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberEvent } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';

/** One pushed event as stored (ADR 031); `memberId` null is a broadcast. */
export type EventRow = {
  id: number;
  memberId: number | null;
  kind: PushEventKind;
  payload: Record<string, unknown>;
};

type RawRow = {
  id: string;
  member_id: number | null;
  kind: PushEventKind;
  payload: Record<string, unknown>;
};
const toRow = (r: RawRow): EventRow => ({
  id: Number(r.id),
  memberId: r.member_id,
  kind: r.kind,
  payload: r.payload,
});

/** The committed events of these ids (a NOTIFY batch), in id order; one query. */
export async function loadEvents(
  db: Db,
  ids: number[],
): Promise<(EventRow & { ageSeconds: number })[]> {
  if (ids.length === 0) return [];
  const rows = await sqlRows<RawRow & { age: number }>(
    db,
    sql`SELECT ${memberEvent.id}::text AS id, ${memberEvent.memberId} AS member_id,
      ${memberEvent.kind} AS kind, ${memberEvent.payload} AS payload,
      extract(epoch FROM clock_timestamp() - ${memberEvent.createdAt})::float8 AS age
    FROM ${memberEvent} WHERE ${memberEvent.id} = ANY(${`{${ids.join(',')}}`}::bigint[])
    ORDER BY ${memberEvent.id}`,
  );
  // How old each event is as it leaves for its streams (from the change's transaction).
  return rows.map((r) => ({ ...toRow(r), ageSeconds: Math.max(0, Number(r.age)) }));
}

/**
 * A member's events and the broadcasts after `afterId`, in id order, at most `limit`: the
 * replay of a resuming stream. Two index range scans (the member's, the broadcasts')
 * merged, never a scan of other members' rows.
 */
export async function eventsAfter(
  db: Db,
  memberId: number,
  afterId: number,
  limit: number,
): Promise<EventRow[]> {
  const rows = await sqlRows<RawRow>(
    db,
    sql`SELECT id::text AS id, member_id, kind, payload FROM (
      (SELECT ${memberEvent.id} AS id, ${memberEvent.memberId} AS member_id,
        ${memberEvent.kind} AS kind, ${memberEvent.payload} AS payload
       FROM ${memberEvent} WHERE ${memberEvent.memberId} = ${memberId} AND ${memberEvent.id} > ${afterId}
       ORDER BY ${memberEvent.id} LIMIT ${limit})
      UNION ALL
      (SELECT ${memberEvent.id}, ${memberEvent.memberId}, ${memberEvent.kind}, ${memberEvent.payload}
       FROM ${memberEvent} WHERE ${memberEvent.memberId} IS NULL AND ${memberEvent.id} > ${afterId}
       ORDER BY ${memberEvent.id} LIMIT ${limit})
    ) e ORDER BY id LIMIT ${limit}`,
  );
  return rows.map(toRow);
}

/** The newest event id (0 when none): where a fresh stream starts. */
export async function latestEventId(db: Db): Promise<number> {
  const [row] = await sqlRows<{ id: string | null }>(
    db,
    sql`SELECT max(${memberEvent.id})::text AS id FROM ${memberEvent}`,
  );
  return Number(row?.id ?? 0);
}

/** The oldest kept event id (null when none): a resume from before it may have lost some. */
export async function oldestEventId(db: Db): Promise<number | null> {
  const [row] = await sqlRows<{ id: string | null }>(
    db,
    sql`SELECT min(${memberEvent.id})::text AS id FROM ${memberEvent}`,
  );
  return row?.id ? Number(row.id) : null;
}

/**
 * The highest event id ever handed out (0 before the first): with no event kept, whether a
 * resume missed events that were written and pruned since.
 */
export async function issuedEventId(db: Db): Promise<number> {
  const [row] = await sqlRows<{ id: string }>(
    db,
    sql`SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text AS id
        FROM member_event_id_seq`,
  );
  return Number(row?.id ?? 0);
}

/**
 * Deletes up to `batch` of the oldest events written before `cutoff`, reading only the
 * oldest `batch` rows by primary key (ids grow with time, so no `created_at` index is kept
 * on the hot insert path); the count deleted.
 */
export async function pruneEvents(db: Db, cutoff: Date, batch: number): Promise<number> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`WITH oldest AS (
      SELECT ${memberEvent.id} AS id, ${memberEvent.createdAt} AS created_at
      FROM ${memberEvent} ORDER BY ${memberEvent.id} LIMIT ${batch}
    )
    DELETE FROM ${memberEvent} WHERE ${memberEvent.id} IN (
      SELECT id FROM oldest WHERE created_at < ${cutoff.toISOString()}::timestamptz)
    RETURNING ${memberEvent.id}::text AS id`,
  );
  return rows.length;
}
