import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { member, memberIcon, memberLogin, memberSession, rememberToken } from '../../../db/schema';

/** The member's nickname and other profile fields (member.profile, JSON) in one update. */
export async function updateProfileColumns(
  db: Db,
  memberId: number,
  values: { nickname: string; profile: string | null },
) {
  await db.update(member).set(values).where(eq(member.id, memberId));
}

/** Points the member at a generated avatar and drops any uploaded icon. */
export async function chooseAvatar(db: Db, memberId: number, icon: string) {
  await db.transaction(async (tx) => {
    await tx.update(member).set({ icon }).where(eq(member.id, memberId));
    await tx.delete(memberIcon).where(eq(memberIcon.memberId, memberId));
  });
}

/** Stores a new uploaded icon in place of the member's previous one (one row per member). */
export async function replaceUploadedIcon(db: Db, memberId: number, key: string, png: Buffer) {
  await db.transaction(async (tx) => {
    await tx.delete(memberIcon).where(eq(memberIcon.memberId, memberId));
    await tx.insert(memberIcon).values({ key, memberId, bytes: png.length, data: png });
    await tx
      .update(member)
      .set({ icon: `upload:${key}` })
      .where(eq(member.id, memberId));
  });
}

export async function findIconPng(db: Db, key: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: memberIcon.data })
    .from(memberIcon)
    .where(eq(memberIcon.key, key));
  return row?.data ?? null;
}

export type SessionRow = {
  id: number;
  tokenHash: string;
  ip: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
};

/** The member's live sessions (not expired, not idle too long), newest first. */
export async function liveSessionsOf(
  db: Db,
  memberId: number,
  idleSeconds: number,
): Promise<SessionRow[]> {
  return db
    .select({
      id: memberSession.id,
      tokenHash: memberSession.tokenHash,
      ip: memberSession.ip,
      userAgent: memberSession.userAgent,
      createdAt: memberSession.createdAt,
      lastSeenAt: memberSession.lastSeenAt,
    })
    .from(memberSession)
    .where(
      and(
        eq(memberSession.memberId, memberId),
        gt(memberSession.expiresAt, sql`now()`),
        sql`${memberSession.lastSeenAt} > now() - make_interval(secs => ${idleSeconds})`,
      ),
    )
    .orderBy(desc(memberSession.createdAt), desc(memberSession.id));
}

export async function recentLoginsOf(db: Db, memberId: number, limit: number) {
  return db
    .select({ at: memberLogin.createdAt, ip: memberLogin.ip, userAgent: memberLogin.userAgent })
    .from(memberLogin)
    .where(eq(memberLogin.memberId, memberId))
    .orderBy(desc(memberLogin.id))
    .limit(limit);
}

/** Ends one of the member's own sessions by its public id; false when none matched. */
export async function deleteOwnSession(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(memberSession)
    .where(and(eq(memberSession.memberId, memberId), eq(memberSession.id, id)))
    .returning({ id: memberSession.id });
  return rows.length > 0;
}

/** Ends every session of the member but the one with `keepTokenHash`; how many ended. */
export async function deleteOtherSessions(
  db: Db,
  memberId: number,
  keepTokenHash: string,
): Promise<number> {
  const rows = await db
    .delete(memberSession)
    .where(and(eq(memberSession.memberId, memberId), ne(memberSession.tokenHash, keepTokenHash)))
    .returning({ id: memberSession.id });
  return rows.length;
}

/**
 * Drops the member's remember-me tokens but this browser's (its cookie's hash, when it has
 * one), so a device logged out cannot come back by its cookie.
 */
export async function deleteOtherRememberTokens(
  db: Db,
  memberId: number,
  keepTokenHash: string | null,
) {
  await db
    .delete(rememberToken)
    .where(
      keepTokenHash
        ? and(eq(rememberToken.memberId, memberId), ne(rememberToken.tokenHash, keepTokenHash))
        : eq(rememberToken.memberId, memberId),
    );
}

/** Sets the member's phone or e-mail; false when the phone is another account's (unique). */
export async function updateContact(
  db: Db,
  memberId: number,
  column: 'mobile' | 'email',
  value: string,
): Promise<boolean> {
  const rows = await db
    .update(member)
    .set(column === 'mobile' ? { mobile: value } : { email: value })
    .where(
      column === 'mobile'
        ? and(
            eq(member.id, memberId),
            sql`NOT EXISTS (SELECT 1 FROM ${member} m WHERE m.mobile = ${value} AND m.id <> ${memberId})`,
          )
        : eq(member.id, memberId),
    )
    .returning({ id: member.id });
  return rows.length > 0;
}
