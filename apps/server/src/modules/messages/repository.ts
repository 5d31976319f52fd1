import { agentTypes, type MessageKind, TRIAL_TYPE } from '@openlobby/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, memberMessage, messageBroadcast } from '../../db/schema';
import type { MessageParams } from './templates';

export type MessageRow = typeof memberMessage.$inferSelect;

/** A generated message, written in the caller's transaction; its `eventKey` keeps it once. */
export async function insertMessage(
  db: Db,
  values: { memberId: number; kind: MessageKind; params: MessageParams; eventKey: string | null },
): Promise<number | null> {
  const rows = await db
    .insert(memberMessage)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: memberMessage.id });
  return rows[0]?.id ?? null;
}

export async function insertBroadcast(
  db: Db,
  values: { audience: 'all' | 'agents'; title: string; body: string },
): Promise<number> {
  const [row] = await db
    .insert(messageBroadcast)
    .values(values)
    .returning({ id: messageBroadcast.id });
  return row!.id;
}

export async function memberIdByAccount(db: Db, account: string): Promise<number | null> {
  const [row] = await db
    .select({ id: member.id, type: member.type })
    .from(member)
    .where(eq(member.account, account))
    .limit(1);
  return row && row.type !== TRIAL_TYPE ? row.id : null;
}

/**
 * Copies into the member's inbox the broadcasts meant for them that it lacks (ADR 027):
 * those sent since the member registered, to all or (for agents) to the agents. One
 * statement, run before each inbox read; a copy once made (even deleted) is never made
 * again, by the unique `(member_id, broadcast_id)`.
 */
export async function receiveBroadcasts(db: Db, memberId: number): Promise<void> {
  const agents = sql.raw(agentTypes.join(', '));
  await db.execute(sql`
    INSERT INTO member_message (member_id, kind, params, broadcast_id, created_at)
    SELECT m.id, 'operator', jsonb_build_object('title', b.title, 'body', b.body), b.id, b.created_at
    FROM member m
    JOIN message_broadcast b ON b.created_at >= m.created_at
      AND (b.audience = 'all' OR (b.audience = 'agents' AND m.type IN (${agents})))
    WHERE m.id = ${memberId}
      AND NOT EXISTS (
        SELECT 1 FROM member_message mm WHERE mm.member_id = m.id AND mm.broadcast_id = b.id
      )
    ON CONFLICT DO NOTHING`);
}

const live = (memberId: number) =>
  and(eq(memberMessage.memberId, memberId), isNull(memberMessage.deletedAt));

export async function unreadCountOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberMessage)
    .where(and(live(memberId), isNull(memberMessage.readAt)));
  return row?.n ?? 0;
}

export async function inboxPage(
  db: Db,
  memberId: number,
  { pageNo, pageSize, unread }: { pageNo: number; pageSize: number; unread: boolean },
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = and(live(memberId), unread ? isNull(memberMessage.readAt) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberMessage)
      .where(where)
      .orderBy(desc(memberMessage.createdAt), desc(memberMessage.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(memberMessage).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The member's own live message, marked read (the first time) in the same statement. */
export async function openOwnMessage(
  db: Db,
  memberId: number,
  id: number,
): Promise<MessageRow | null> {
  const [row] = await db
    .update(memberMessage)
    .set({ readAt: sql`coalesce(${memberMessage.readAt}, now())` })
    .where(and(eq(memberMessage.id, id), live(memberId)))
    .returning();
  return row ?? null;
}

export async function deleteOwnMessage(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(memberMessage)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(memberMessage.id, id), live(memberId)))
    .returning({ id: memberMessage.id });
  return rows.length === 1;
}

export async function markAllRead(db: Db, memberId: number): Promise<number> {
  const rows = await db
    .update(memberMessage)
    .set({ readAt: sql`now()` })
    .where(and(live(memberId), isNull(memberMessage.readAt)))
    .returning({ id: memberMessage.id });
  return rows.length;
}
